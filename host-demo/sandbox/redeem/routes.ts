import type { CallContract } from '../../../contracts/http';
import type { TransactionResultData } from '../../../contracts/api/history';
import * as paynup from '../../../contracts/api/paynup';
import * as redeem from '../../../contracts/api/redeem';
import type { WithdrawMethod } from '../../../contracts/api/redeem';
import type { PlayerRecord } from '../account/playerRecord';
import { fingerprintOf, refuseWithoutFinOperations } from '../deposit/payments';
import { fail, handlerFor, type HandlerFailure, type PlayerContext } from '../handler';
import { daysLater, toIso } from '../time';
import { outputMethodsFor, PAYNUP_CARRIER_ID, PAYNUP_PRODUCTS, REDEEM_OFFER, WITHDRAW_LIMITS } from './fixtures';
import { productInputsOf } from './productInputs';
import { destinationsOf, paypalAccountsOf } from './state';

const REDEEM_OFFER_DAYS = 7;

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

interface Redemption {
  idempotencyKey: string;
  amount: number;
}

/**
 * Pays out `amount` of the player's winnings once per idempotency key: the limits and the redeemable winnings are
 * checked, the winnings and the balance go down, and a pending `out` transaction joins the history.
 */
function redeemOnce<C extends CallContract>(
  ctx: PlayerContext<C>,
  body: Redemption & Record<string, unknown>,
  limits: { minAmount: number; maxAmount: number | null },
  methodLabel: string,
): TransactionResultData | HandlerFailure {
  const { player, state } = ctx;
  const blocked = refuseWithoutFinOperations(player);
  if (blocked) return blocked;
  const key = `${player.id} ${body.idempotencyKey}`;
  const fingerprint = fingerprintOf(ctx.call.id, body);
  const previous = state.redeem.redemptions.get(key);
  if (previous) {
    if (previous.fingerprint !== fingerprint) {
      return fail(
        409,
        'This idempotencyKey was already used for a different redemption; make a new key for a new intent.',
        { idempotencyKey: 'already used' },
      );
    }
    ctx.log({
      level: 'info',
      kind: 'idempotency',
      message: `idempotencyKey ${body.idempotencyKey} repeated: same redemption ${previous.result.transaction.id}, nothing paid twice`,
    });
    return previous.result;
  }
  const { amount } = body;
  if (amount < limits.minAmount)
    return fail(422, `The minimum redemption is ${money(limits.minAmount, player.currency)}.`, {
      amount: 'below minimum',
    });
  if (limits.maxAmount !== null && amount > limits.maxAmount)
    return fail(422, `The maximum redemption is ${money(limits.maxAmount, player.currency)}.`, {
      amount: 'above maximum',
    });
  if (amount > player.winnings)
    return fail(422, `Only ${money(player.winnings, player.currency)} of winnings can be redeemed.`, {
      amount: 'above redeemable winnings',
    });
  player.winnings = Math.round((player.winnings - amount) * 100) / 100;
  player.balance = Math.round((player.balance - amount) * 100) / 100;
  state.redeem.counter += 1;
  const id = `out-${state.redeem.counter}`;
  const createdAt = ctx.now();
  player.transactions.unshift({
    id,
    kind: 'redeem',
    direction: 'out',
    status: 'pending',
    amount,
    currency: player.currency,
    createdAt,
    methodLabel,
  });
  const result: TransactionResultData = {
    transaction: {
      id,
      status: 'pending',
      direction: 'out',
      amount,
      currency: player.currency,
      method: methodLabel,
      createdAt: toIso(createdAt),
      cancelable: true,
    },
    balance: { balance: player.balance, winnings: player.winnings, currency: player.currency },
  };
  state.redeem.redemptions.set(key, { fingerprint, result });
  ctx.log({
    level: 'info',
    kind: 'redeem',
    message: `redeemed ${money(amount, player.currency)} by ${methodLabel} (${id}, pending)`,
  });
  return result;
}

const methodOf = (player: PlayerRecord, id: string) => outputMethodsFor(player.id).find((method) => method.id === id);

type WithdrawList =
  | typeof redeem.getCardWithdrawProviders
  | typeof redeem.getAchWithdrawProviders
  | typeof redeem.getTrustlyWithdrawProviders
  | typeof redeem.getAptPayWithdrawProviders
  | typeof redeem.getAchAptPayWithdrawProviders;

/** The list and submit handlers of one withdraw method. */
function withdrawHandlers(method: WithdrawMethod, list: WithdrawList, submit: CallContract) {
  return [
    // The five list calls differ in id and path only (same data schema): typed as the card's, registered by their own id.
    handlerFor(list as typeof redeem.getCardWithdrawProviders).player(({ player, state }) => ({
      currency: player.currency,
      redeemable: player.winnings,
      ...WITHDRAW_LIMITS[method],
      providers: destinationsOf(state.redeem, player.id)
        .filter((item) => item.method === method)
        .map((item) => ({ ...item })),
    })),
    // Submit bodies are validated by their own contract before this runs; read as the ACH shape (a superset).
    handlerFor(submit as typeof redeem.createAchWithdrawal).player((ctx) => {
      const body = ctx.body as {
        idempotencyKey: string;
        amount: number;
        providerId?: string;
        bankAccount?: { accountNumber: string };
      };
      let label: string;
      if (body.providerId !== undefined) {
        const destination = destinationsOf(ctx.state.redeem, ctx.player.id).find(
          (item) => item.id === body.providerId && item.method === method,
        );
        if (!destination)
          return fail(404, 'This payout destination is not saved any more.', { providerId: 'unknown destination' });
        label = `${destination.label} ${destination.maskedAccount ?? ''}`.trim();
      } else {
        label = `Bank account •••• ${(body.bankAccount?.accountNumber ?? '').slice(-4)}`;
      }
      return redeemOnce(ctx, body, WITHDRAW_LIMITS[method], label);
    }),
  ];
}

export const redeemHandlers = [
  handlerFor(redeem.getOutputMethods).player(({ player }) => ({
    currency: player.currency,
    redeemable: player.winnings,
    methods: outputMethodsFor(player.id),
  })),
  handlerFor(redeem.getAvailableRedeemOffers).player(({ player, now }) => ({
    currency: player.currency,
    // The offer runs for a week from the sandbox's clock (fixed in `npm run screens`).
    offers:
      player.id === 'verified' ? [{ ...REDEEM_OFFER, expiresAt: toIso(daysLater(now(), REDEEM_OFFER_DAYS)) }] : [],
  })),
  handlerFor(redeem.getFiservPaypalOutputMethods).player(({ player, state }) => ({
    methods: paypalAccountsOf(state.redeem, player.id).map((item) => ({ ...item })),
  })),
  ...withdrawHandlers('card', redeem.getCardWithdrawProviders, redeem.createCardWithdrawal),
  ...withdrawHandlers('ach', redeem.getAchWithdrawProviders, redeem.createAchWithdrawal),
  ...withdrawHandlers('trustly', redeem.getTrustlyWithdrawProviders, redeem.createTrustlyWithdrawal),
  ...withdrawHandlers('apt-pay', redeem.getAptPayWithdrawProviders, redeem.createAptPayWithdrawal),
  ...withdrawHandlers('ach-apt-pay', redeem.getAchAptPayWithdrawProviders, redeem.createAchAptPayWithdrawal),
  handlerFor(redeem.removeWithdrawIdentity).player(({ player, state, body, log }) => {
    const list = destinationsOf(state.redeem, player.id);
    const index = list.findIndex((item) => item.id === body.providerId && item.method === body.method);
    if (index < 0) return fail(404, 'This payout destination is not saved.', { providerId: 'unknown destination' });
    list.splice(index, 1);
    log({ level: 'info', kind: 'redeem', message: `removed payout destination ${body.providerId}` });
    return { providerId: body.providerId };
  }),
  handlerFor(redeem.createOutput).player((ctx) => {
    const method = methodOf(ctx.player, ctx.body.methodId);
    if (!method) return fail(404, 'No such redemption method.', { methodId: 'unknown method' });
    if (method.requisiteFields.length > 0)
      return fail(422, `${method.title} needs its details: use by-requisite.`, { methodId: 'requisites required' });
    return redeemOnce(ctx, ctx.body, method, method.title);
  }),
  handlerFor(redeem.createOutputByRequisite).player((ctx) => {
    const method = methodOf(ctx.player, ctx.body.methodId);
    if (!method) return fail(404, 'No such redemption method.', { methodId: 'unknown method' });
    const { requisites } = ctx.body;
    if (method.kind === 'paypal') {
      const account = paypalAccountsOf(ctx.state.redeem, ctx.player.id).find(
        (item) => item.id === requisites.paypalAccountId,
      );
      if (!account) return fail(422, 'Choose a saved PayPal account.', { paypalAccountId: 'unknown account' });
      return redeemOnce(ctx, ctx.body, method, `PayPal ${account.email}`);
    }
    // A gift card: the chosen product must be offered (enabled) and the amount one of its price options; its inputs join the method's requisites.
    let productInputs: typeof method.requisiteFields = [];
    if (requisites.productId !== undefined) {
      const product = PAYNUP_PRODUCTS.find((item) => item.id === requisites.productId && item.enabled);
      if (!product) return fail(422, 'This gift card is not available.', { productId: 'unknown or disabled product' });
      const preset = product.presets.find((item) => item.id === requisites.presetId);
      if (!preset || preset.price !== ctx.body.amount)
        return fail(422, 'Choose one of the gift card values.', { presetId: 'unknown preset or amount not its price' });
      productInputs = [...(productInputsOf(product.id) ?? [])];
    }
    const fields = [
      ...method.requisiteFields.filter((field) => !productInputs.some((input) => input.name === field.name)),
      ...productInputs,
    ];
    // Field names are the server's text (`toString`, `__proto__`…): only the request's own keys count.
    const missing = fields.filter(
      (field) => field.required && !(Object.hasOwn(requisites, field.name) && requisites[field.name]),
    );
    if (missing.length > 0)
      return fail(
        422,
        `Missing ${missing.map((field) => field.label).join(', ')}.`,
        Object.fromEntries(missing.map((field) => [field.name, 'required'])),
      );
    return redeemOnce(ctx, ctx.body, method, method.title);
  }),
  handlerFor(paynup.getPaynupProducts).player(({ player }) => ({
    currency: player.currency,
    carrierId: PAYNUP_CARRIER_ID,
    products: PAYNUP_PRODUCTS.map((product) => ({
      ...product,
      presets: product.presets.map((preset) => ({ ...preset })),
    })),
  })),
  handlerFor(paynup.queryPaynup).player(({ body }) => {
    if (body.query !== paynup.PAYNUP_PRODUCT_INPUTS_QUERY)
      return fail(400, 'Unknown query.', { query: 'only the product inputs query is supported' });
    if (body.variables.carrierId !== PAYNUP_CARRIER_ID) return fail(404, 'Unknown carrier.', { carrierId: 'unknown' });
    const inputs = productInputsOf(String(body.variables.productId));
    if (!inputs) return fail(404, 'Unknown product.', { productId: 'unknown' });
    return { productInputs: inputs.map((input) => ({ ...input, rules: { ...input.rules } })) };
  }),
  handlerFor(paynup.confirmAmazonGiftCard).player(({ player, log }) => {
    player.giftCard.confirmed = true;
    log({ level: 'info', kind: 'redeem', message: 'Amazon Cash account confirmed' });
    return { isConfirmedRedemptionToAmazonGiftCard: true };
  }),
];
