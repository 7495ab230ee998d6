import * as calls from '../../../contracts/api/deposit';
import type { CardPayBody, DepositBody, DepositFollowUp } from '../../../contracts/api/deposit';
import { submitSurveyAnswers } from '../../../contracts/api/survey';
import { isApplePayGateway, isDeclinedApplePayToken, merchantSessionFor } from './applePay';
import {
  CASH_CARD_LIMIT,
  DEFAULT_PRESET_ID,
  describeFixtures,
  findPreset,
  findMethod,
  isMethodAvailable,
  LIGHT_CASH_PRESET_IDS,
  METHODS,
  NEOSURF_VOUCHERS,
  PENDING_CHECKS,
  PROMO_OFFER,
  PROMO_OFFER_PLAYERS,
  REGULAR_PRESETS,
  savedCardBehaviour,
  type CardBehaviour,
} from './catalogue';
import {
  advanceOnCheck,
  cardLabel,
  checkPurchase,
  createPayment,
  depositsOf,
  presetOut,
  refuseWithoutFinOperations,
  replayOf,
  resolvePreset,
  resultOf,
  settle,
  type DepositContext,
  type NewPayment,
} from './payments';
import { nextId, type PaymentRecord } from './state';
import type { PlayerRecord } from '../account/playerRecord';
import type { SandboxState } from '../state';
import { toIso } from '../time';
import { fail, handlerFor, HandlerFailure } from '../handler';

const hasPromoOffer = (state: SandboxState, player: PlayerRecord): boolean =>
  PROMO_OFFER_PLAYERS.includes(player.id) && player.finOperationsAvailable && !state.deposit.promoUsed.has(player.id);

const paymentOf = (state: SandboxState, player: PlayerRecord, paymentId: string): PaymentRecord | HandlerFailure => {
  const payment = state.deposit.payments.get(paymentId);
  return payment && payment.playerId === player.id
    ? payment
    : fail(404, `No payment "${paymentId}" for this player.`, { paymentId: 'unknown payment' });
};

const twoDigits = (n: number): string => String(n).padStart(2, '0');

function logFixturesOnce(ctx: DepositContext): void {
  if (ctx.state.deposit.fixturesLogged) return;
  ctx.state.deposit.fixturesLogged = true;
  ctx.log({ level: 'info', kind: 'deposit-fixtures', message: describeFixtures() });
}

/** What a payment's checks end with. */
const SUCCEEDS: NewPayment['outcome'] = { status: 'success', failedMessageText: null };

/** A new payment: no result code, no wait, no checks and no failure text, ending in success, unless `fields` say. */
function newPayment(fields: Pick<NewPayment, 'status' | 'methodLabel'> & Partial<NewPayment>): NewPayment {
  return { resultCode: null, failedMessageText: null, wait: 'none', checksLeft: 0, outcome: SUCCEEDS, ...fields };
}

/** A payment that failed at once: its answer and its checks say `text`. */
function failedPayment(methodLabel: string, text: string, resultCode: NewPayment['resultCode'] = null): NewPayment {
  const outcome = { status: 'failed', failedMessageText: text } as const;
  return newPayment({ status: 'failed', resultCode, failedMessageText: text, outcome, methodLabel });
}

/** How a card payment goes, by what the card does. */
function cardPayment(behaviour: CardBehaviour, methodLabel: string): NewPayment {
  switch (behaviour) {
    case 'decline':
      return failedPayment(methodLabel, 'Your card was declined by the issuer. No money was taken.', 'decline');
    case 'pay-3ds':
      return newPayment({ status: 'pending', resultCode: '3ds', wait: '3ds', methodLabel });
    case 'pending':
      return newPayment({ status: 'pending', checksLeft: PENDING_CHECKS, methodLabel });
    case 'pending-fail': {
      const failedMessageText = 'The bank rejected the payment after review. No money was taken.';
      return newPayment({
        status: 'pending',
        checksLeft: PENDING_CHECKS,
        outcome: { status: 'failed', failedMessageText },
        methodLabel,
      });
    }
    default:
      return newPayment({ status: 'success', resultCode: 'success', methodLabel });
  }
}

function payByCardHandler(ctx: DepositContext, body: CardPayBody): PaymentRecord | HandlerFailure {
  const refused = refuseWithoutFinOperations(ctx.player);
  if (refused) return refused;
  const replay = replayOf(ctx, calls.payByCard.id, body);
  if (replay) return replay;
  const purchase = checkPurchase(ctx, body, ['card']);
  if (purchase instanceof HandlerFailure) return purchase;

  if (body.cardToken !== undefined) {
    const token = ctx.state.deposit.cardTokens.get(body.cardToken);
    if (!token)
      return fail(422, 'The card token is unknown or has expired; enter the card again.', {
        cardToken: 'unknown card token',
      });
    if (token.usedBy !== null)
      return fail(422, `The card token was already used for payment ${token.usedBy}; enter the card again.`, {
        cardToken: 'already used',
      });
    const card = {
      brand: token.brand,
      last4: token.last4,
      expMonth: token.expMonth,
      expYear: token.expYear,
      holderName: token.holderName,
    };
    const payment = createPayment(ctx, calls.payByCard.id, body, purchase, {
      ...cardPayment(token.behaviour, cardLabel(token.brand, token.last4)),
      cardToSave: token.save ? card : null,
    });
    token.usedBy = payment.id;
    return payment;
  }
  const saved = ctx.player.cards.find((card) => card.id === body.savedCardId);
  if (!saved) return fail(404, `No saved card "${body.savedCardId ?? ''}".`, { savedCardId: 'unknown saved card' });
  return createPayment(
    ctx,
    calls.payByCard.id,
    body,
    purchase,
    cardPayment(savedCardBehaviour(saved.last4), cardLabel(saved.brand, saved.last4)),
  );
}

function depositHandler(ctx: DepositContext, body: DepositBody): PaymentRecord | HandlerFailure {
  const refused = refuseWithoutFinOperations(ctx.player);
  if (refused) return refused;
  const replay = replayOf(ctx, calls.createDeposit.id, body);
  if (replay) return replay;
  const purchase = checkPurchase(ctx, body, ['trustly', 'applePay', 'neosurf']);
  if (purchase instanceof HandlerFailure) return purchase;
  const { method } = purchase;
  const record = (init: NewPayment) => createPayment(ctx, calls.createDeposit.id, body, purchase, init);

  if (method.kind === 'trustly') {
    if (body.paymentToken !== undefined)
      return fail(422, 'Trustly takes trustlyTokenId, not paymentToken.', { paymentToken: 'not for Trustly' });
    if (body.trustlyTokenId === undefined) {
      // A new bank: the player approves on the Trustly page (redirectUrl), which links the account.
      return record(
        newPayment({ status: 'pending', wait: 'trustly-approval', methodLabel: 'Trustly · new bank account' }),
      );
    }
    const account = ctx.player.trustlyAccounts.find((item) => item.tokenId === body.trustlyTokenId);
    if (!account)
      return fail(404, `No Trustly account "${body.trustlyTokenId}".`, {
        trustlyTokenId: 'unknown or removed bank account',
      });
    return record(
      newPayment({
        status: 'pending',
        checksLeft: PENDING_CHECKS,
        methodLabel: `Trustly · ${account.bankName}${account.accountMask ? ` ${account.accountMask}` : ''}`,
      }),
    );
  }

  if (body.trustlyTokenId !== undefined)
    return fail(422, `trustlyTokenId is only for Trustly, not ${method.title}.`, {
      trustlyTokenId: 'not for this method',
    });
  if (body.paymentToken === undefined)
    return fail(422, `${method.title} needs a paymentToken.`, { paymentToken: 'required' });

  if (method.kind === 'applePay') {
    if (isDeclinedApplePayToken(body.paymentToken)) {
      const text = 'Apple Pay: the payment was declined by your bank. No money was taken.';
      return record(failedPayment('Apple Pay', text));
    }
    return record(newPayment({ status: 'success', methodLabel: 'Apple Pay' }));
  }

  // Neosurf: the token is the voucher code.
  const code = body.paymentToken.trim().toUpperCase();
  const { usedVouchers } = ctx.state.deposit;
  if ((NEOSURF_VOUCHERS.alreadyUsed as readonly string[]).includes(code) || usedVouchers.has(code)) {
    return fail(422, 'This Neosurf voucher has already been used.', {
      paymentToken: 'This voucher has already been used.',
    });
  }
  if (!NEOSURF_VOUCHERS.validPattern.test(code))
    return fail(422, 'This Neosurf voucher code is not valid.', { paymentToken: 'This voucher code is not valid.' });
  usedVouchers.add(code);
  return record(
    newPayment({ status: 'success', methodLabel: `Neosurf voucher ${code.slice(0, 4)}••••${code.slice(-2)}` }),
  );
}

function paypalApprovalUrl(state: SandboxState, payment: PaymentRecord): string {
  const url = new URL('/paypal/', state.deposit.widgetOrigin);
  url.searchParams.set('paymentId', payment.id);
  url.searchParams.set('orderId', payment.orderId ?? '');
  if (payment.returnUrl !== null) url.searchParams.set('returnUrl', payment.returnUrl);
  return url.href;
}

const asResult = (state: SandboxState, outcome: PaymentRecord | HandlerFailure) =>
  outcome instanceof HandlerFailure ? outcome : resultOf(state, outcome);

/**
 * The sandbox asks the questionnaire after the player's first successful deposit and a review after the second;
 * later deposits ask nothing (the platform does not pester). Derived from the payments, so no extra state.
 */
function followUpOf(state: SandboxState, payment: PaymentRecord): DepositFollowUp | null {
  const successes = depositsOf(state, payment.playerId).filter((other) => other.status === 'success');
  const index = successes.findIndex((other) => other.id === payment.id);
  return index === 0 ? 'questionnaire' : index === 1 ? 'review' : null;
}

export const depositHandlers = [
  handlerFor(calls.getCards).player(({ player, state, query }) => {
    if (query.promoOfferPresetId !== undefined) {
      if (query.promoOfferPresetId !== PROMO_OFFER.promoOfferPresetId || !hasPromoOffer(state, player)) {
        return fail(404, `No promo offer preset "${query.promoOfferPresetId}" for this player.`, {
          promoOfferPresetId: 'no such offer',
        });
      }
      return {
        currency: player.currency,
        presets: PROMO_OFFER.presets.map(presetOut),
        selectedPresetId: PROMO_OFFER.presets[0]?.id ?? null,
      };
    }
    if (query.presetId !== undefined) {
      const preset = findPreset(query.presetId);
      if (!preset) return fail(404, `No package "${query.presetId}".`, { presetId: 'unknown package' });
      const list = REGULAR_PRESETS.includes(preset) ? REGULAR_PRESETS : PROMO_OFFER.presets;
      return { currency: player.currency, presets: list.map(presetOut), selectedPresetId: preset.id };
    }
    return { currency: player.currency, presets: REGULAR_PRESETS.map(presetOut), selectedPresetId: DEFAULT_PRESET_ID };
  }),

  handlerFor(calls.getPromoOfferConstructor).player(({ player, state }) => ({
    currency: player.currency,
    offer: hasPromoOffer(state, player)
      ? {
          id: PROMO_OFFER.id,
          promoOfferPresetId: PROMO_OFFER.promoOfferPresetId,
          promoType: PROMO_OFFER.promoType,
          title: PROMO_OFFER.title,
          description: PROMO_OFFER.description,
          expiresAt: toIso(state.deposit.startedAt + PROMO_OFFER.durationMs),
          presets: PROMO_OFFER.presets.map(presetOut),
        }
      : null,
  })),

  handlerFor(calls.getLightCash).player(({ player, state, now }) => {
    const last = [...state.deposit.payments.values()].filter((payment) => payment.playerId === player.id).at(-1);
    const lastMethodId = last?.methodId ?? (player.cards.length > 0 ? 'card' : null);
    const method = lastMethodId === null ? undefined : findMethod(lastMethodId);
    // The card the card step will select: the first saved card that has not expired (as the cashier does).
    const today = new Date(now());
    const [year, month] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
    const card = player.cards.find(
      (saved) => saved.expYear > year || (saved.expYear === year && saved.expMonth >= month),
    );
    return {
      isAvailable: player.finOperationsAvailable && PROMO_OFFER_PLAYERS.includes(player.id),
      currency: player.currency,
      presets: REGULAR_PRESETS.filter((preset) => LIGHT_CASH_PRESET_IDS.includes(preset.id)).map(presetOut),
      lastMethodId,
      lastMethod: method
        ? {
            title: method.title,
            card: method.kind === 'card' && card ? { brand: card.brand, maskedNumber: `**** ${card.last4}` } : null,
          }
        : null,
    };
  }),

  handlerFor(calls.getInputMethods).player((ctx) => {
    const { player, state, query, now } = ctx;
    const refused = refuseWithoutFinOperations(player);
    if (refused) return refused;
    const preset = resolvePreset(player, state, query);
    if (preset instanceof HandlerFailure) return preset;
    logFixturesOnce(ctx);
    const today = new Date(now());
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() + 1;
    const cardUrl = new URL('/card/', state.deposit.widgetOrigin);
    cardUrl.searchParams.set('amount', preset.price.toFixed(2));
    cardUrl.searchParams.set('currency', player.currency);
    return {
      currency: player.currency,
      methods: METHODS.map((method) => ({
        id: method.id,
        kind: method.kind,
        title: method.title,
        isAvailable: isMethodAvailable(method, preset.price),
        minAmount: method.minAmount,
        maxAmount: method.maxAmount,
      })),
      cardUrl: cardUrl.href,
      savedCards: player.cards.map((card) => ({
        id: card.id,
        maskedNumber: `**** ${card.last4}`,
        brand: card.brand,
        expiry: `${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}`,
        isExpired: card.expYear < year || (card.expYear === year && card.expMonth < month),
      })),
      trustlyProviders: player.trustlyAccounts.map((account) => ({ ...account })),
      cashCardLimit: CASH_CARD_LIMIT,
      orderSummary: presetOut(preset).orderSummary,
    };
  }),

  handlerFor(calls.getDepositMethods).player(({ player, query }) => {
    const methods = query.method_id === undefined ? METHODS : METHODS.filter((method) => method.id === query.method_id);
    if (methods.length === 0)
      return fail(404, `No deposit method "${query.method_id ?? ''}".`, { method_id: 'unknown method' });
    return {
      currency: player.currency,
      methods: methods.map(({ id, kind, minAmount, maxAmount }) => ({ methodId: id, kind, minAmount, maxAmount })),
    };
  }),

  handlerFor(calls.removeMethod).player(({ player, body, log }) => {
    const list = body.methodType === 'card' ? player.cards : player.trustlyAccounts;
    const index = list.findIndex((item) => ('tokenId' in item ? item.tokenId : item.id) === body.tokenId);
    if (index < 0)
      return fail(404, `No saved ${body.methodType} "${body.tokenId}".`, { tokenId: 'unknown or already removed' });
    list.splice(index, 1);
    log({ level: 'info', kind: 'deposit', message: `removed saved ${body.methodType} ${body.tokenId}` });
    return { tokenId: body.tokenId };
  }),

  handlerFor(calls.validateApplePayMerchant).player(({ player, state, body, headers, now, log }) => {
    const refused = refuseWithoutFinOperations(player);
    if (refused) return refused;
    if (!isApplePayGateway(body.validationURL)) {
      return fail(
        422,
        'The validation URL is not an Apple Pay gateway: the merchant certificate is sent to Apple only.',
        { validationURL: 'not an Apple Pay gateway' },
      );
    }
    let domainName = 'localhost';
    try {
      domainName = new URL(headers.origin ?? '').hostname || domainName;
    } catch {
      // No usable Origin (a test request): the session names localhost.
    }
    const session = merchantSessionFor(nextId(state.deposit, 'aps'), now(), domainName);
    log({
      level: 'info',
      kind: 'deposit',
      message: `Apple Pay merchant session ${session.merchantSessionIdentifier} for ${domainName}`,
    });
    return session;
  }),

  handlerFor(calls.createDeposit).player((ctx) => asResult(ctx.state, depositHandler(ctx, ctx.body))),

  handlerFor(calls.payByCard).player((ctx) => asResult(ctx.state, payByCardHandler(ctx, ctx.body))),

  handlerFor(calls.checkDeposit).player(({ player, state, query, log }) => {
    const payment = paymentOf(state, player, query.paymentId);
    if (payment instanceof HandlerFailure) return payment;
    advanceOnCheck(state, payment, log);
    return {
      paymentId: payment.id,
      status: payment.status,
      amount: payment.price,
      currency: payment.currency,
      coins: payment.coins,
      bonus: payment.bonus,
      balance:
        payment.status === 'success'
          ? { balance: player.balance, winnings: player.winnings, currency: player.currency }
          : null,
      failedMessageText: payment.status === 'failed' ? payment.failedMessageText : null,
      followUp: payment.status === 'success' ? followUpOf(state, payment) : null,
    };
  }),

  handlerFor(calls.initPaypal).player((ctx) => {
    const { body, state } = ctx;
    const refused = refuseWithoutFinOperations(ctx.player);
    if (refused) return refused;
    let payment = replayOf(ctx, calls.initPaypal.id, body);
    if (payment instanceof HandlerFailure) return payment;
    if (!payment) {
      const purchase = checkPurchase(ctx, body, ['paypal']);
      if (purchase instanceof HandlerFailure) return purchase;
      payment = createPayment(
        ctx,
        calls.initPaypal.id,
        body,
        purchase,
        newPayment({
          status: 'pending',
          wait: 'paypal-approval',
          methodLabel: 'PayPal',
          orderId: `PAYPAL-ORDER-${nextId(state.deposit, 'o')}`,
        }),
      );
    }
    return {
      paymentId: payment.id,
      orderId: payment.orderId ?? payment.id,
      approvalUrl: paypalApprovalUrl(state, payment),
    };
  }),

  handlerFor(calls.checkPaypal).player(({ player, state, body, log }) => {
    const payment = paymentOf(state, player, body.paymentId);
    if (payment instanceof HandlerFailure) return payment;
    if (payment.kind !== 'paypal' || payment.orderId !== body.orderId)
      return fail(422, `Order ${body.orderId} is not the PayPal order of payment ${payment.id}.`, {
        orderId: 'does not match the payment',
      });
    if (payment.status === 'pending' && payment.wait === 'paypal-capture') {
      // Captured once: a repeated check answers the same success and credits nothing more.
      settle(state, payment, SUCCEEDS, log);
    }
    return resultOf(state, payment);
  }),

  handlerFor(calls.requestTrustpilotInvitation).player(({ player, state, body, log }) => {
    const payment = paymentOf(state, player, body.paymentId);
    if (payment instanceof HandlerFailure) return payment;
    if (payment.status !== 'success' || state.deposit.trustpilotInvited.has(player.id))
      return { invited: false, reviewUrl: null };
    state.deposit.trustpilotInvited.add(player.id);
    log({
      level: 'info',
      kind: 'email',
      message: `Trustpilot review invitation sent to ${player.email} for ${payment.id}`,
    });
    return {
      invited: true,
      reviewUrl: `https://example.com/trustpilot/review?payment=${encodeURIComponent(payment.id)}`,
    };
  }),

  handlerFor(submitSurveyAnswers).player(({ player, state, body, now, log }) => {
    state.deposit.surveys.push({
      playerId: player.id,
      context: body.context,
      answers: body.answers.map((answer) => ({ ...answer })),
      at: now(),
    });
    log({
      level: 'info',
      kind: 'survey',
      message: `survey (${body.context}): ${body.answers.length} answer(s)`,
      data: body.answers,
    });
    return {};
  }),
];
