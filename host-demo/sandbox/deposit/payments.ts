import type { CardPreset, DepositResultData, PaymentMethodKind } from '../../../contracts/api/deposit';
import type { LogInput } from '../log';
import type { PlayerRecord, Transaction } from '../account/playerRecord';
import { depositedToday, responsiblePlayFigures, roundMoney } from '../account/responsiblePlay';
import { fail, HandlerFailure } from '../handler';
import type { SandboxState } from '../state';
import { findMethod, findPreset, isMethodAvailable, PROMO_OFFER, type MethodSpec, type PresetSpec } from './catalogue';
import { nextId, type PaymentRecord } from './state';

export const money = (amount: number): string => `$${amount.toFixed(2)}`;

/** The wire shape of a package. */
export function presetOut(preset: PresetSpec): CardPreset {
  return {
    id: preset.id,
    price: preset.price,
    coins: preset.coins,
    bonus: preset.bonus,
    label: preset.label,
    offerType: preset.offerType,
    orderSummary: {
      price: preset.price,
      coins: preset.coins,
      bonus: preset.bonus,
      total: roundMoney(preset.coins + preset.bonus),
    },
  };
}

const BRAND_NAMES = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' } as const;
export const cardLabel = (brand: keyof typeof BRAND_NAMES, last4: string): string =>
  `${BRAND_NAMES[brand]} •••• ${last4}`;

/** What identifies a request for its idempotency key: the call and the body, minus the key and the device position (it moves between retries). */
export function fingerprintOf(callId: string, body: Record<string, unknown>): string {
  const entries = Object.entries(body)
    .filter(([name, value]) => name !== 'idempotencyKey' && name !== 'location' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([callId, entries]);
}

export interface DepositContext {
  state: SandboxState;
  player: PlayerRecord;
  now(): number;
  log(entry: Omit<LogInput, 'callId' | 'playerId'>): void;
  headers: Readonly<Record<string, string | undefined>>;
}

/** What a money-moving POST asks for, after the contract's own validation. */
export interface PurchaseRequest {
  idempotencyKey: string;
  presetId?: string;
  promoOfferPresetId?: string;
  offerType?: string;
  methodId: string;
}

/** The package and method of a purchase, once checked against the catalogue, the player and the daily limit. */
export interface Purchase {
  preset: PresetSpec;
  method: MethodSpec;
}

export function refuseWithoutFinOperations(player: PlayerRecord): HandlerFailure | undefined {
  return player.finOperationsAvailable
    ? undefined
    : fail(403, `Financial operations are not available for this account (status ${player.accountStatus}).`);
}

/** The preset of a request (presetId, or the promo offer's preset), its offer type checked. */
export function resolvePreset(
  player: PlayerRecord,
  state: SandboxState,
  request: { presetId?: string; promoOfferPresetId?: string; offerType?: string },
): PresetSpec | HandlerFailure {
  let preset: PresetSpec | undefined;
  if (request.promoOfferPresetId !== undefined) {
    if (request.promoOfferPresetId !== PROMO_OFFER.promoOfferPresetId)
      return fail(404, `No promo offer preset "${request.promoOfferPresetId}".`, {
        promoOfferPresetId: 'unknown promo offer preset',
      });
    preset = PROMO_OFFER.presets[0];
  } else if (request.presetId !== undefined) {
    preset = findPreset(request.presetId);
    if (!preset) return fail(404, `No package "${request.presetId}".`, { presetId: 'unknown package' });
  }
  if (!preset) return fail(422, 'Choose a package.', { presetId: 'required' });
  if (request.offerType !== undefined && request.offerType !== preset.offerType) {
    return fail(422, `Package "${preset.id}" is not part of offer type "${request.offerType}".`, {
      offerType: `expected ${preset.offerType}`,
    });
  }
  if (PROMO_OFFER.presets.some((item) => item.id === preset.id) && state.deposit.promoUsed.has(player.id)) {
    return fail(422, 'This promo offer was already used.', { promoOfferPresetId: 'already used' });
  }
  return preset;
}

/** Spec: a package above `availableSumDeposit` cannot be bought. */
export function refuseAboveDailyLimit(player: PlayerRecord, price: number, now: number): HandlerFailure | undefined {
  const { availableSumDeposit, limitSum } = responsiblePlayFigures(player, now);
  if (availableSumDeposit === null || price <= availableSumDeposit) return undefined;
  return fail(
    422,
    `Daily deposit limit reached: this package costs ${money(price)} but your daily limit of ${money(limitSum ?? 0)} allows only ${money(availableSumDeposit)} more today (${money(depositedToday(player, now))} deposited).`,
    { presetId: `above the daily limit: ${money(availableSumDeposit)} available today`, limit: 'daily-limit-reached' },
  );
}

/** Checks a purchase: package, method kind for this call, method limits, daily limit. */
export function checkPurchase(
  ctx: DepositContext,
  request: PurchaseRequest,
  kinds: readonly PaymentMethodKind[],
): Purchase | HandlerFailure {
  const preset = resolvePreset(ctx.player, ctx.state, request);
  if (preset instanceof HandlerFailure) return preset;
  const method = findMethod(request.methodId);
  if (!method) return fail(404, `No deposit method "${request.methodId}".`, { methodId: 'unknown method' });
  if (!kinds.includes(method.kind))
    return fail(422, `Method "${method.id}" (${method.kind}) cannot be paid through this call.`, {
      methodId: `expected one of ${kinds.join(', ')}`,
    });
  if (!isMethodAvailable(method, preset.price)) {
    return fail(
      422,
      `${method.title} is not available for ${money(preset.price)} (limits ${money(method.minAmount)}–${method.maxAmount === null ? 'none' : money(method.maxAmount)}).`,
      { methodId: 'not available for this amount' },
    );
  }
  const overLimit = refuseAboveDailyLimit(ctx.player, preset.price, ctx.now());
  if (overLimit) return overLimit;
  return { preset, method };
}

/** The payment already made under this key (same request), a 409 for another request, or undefined. */
export function replayOf(
  ctx: DepositContext,
  callId: string,
  body: PurchaseRequest & Record<string, unknown>,
): PaymentRecord | HandlerFailure | undefined {
  const entry = ctx.state.deposit.idempotency.get(`${ctx.player.id} ${body.idempotencyKey}`);
  if (!entry) return undefined;
  const payment = ctx.state.deposit.payments.get(entry.paymentId);
  if (!payment) return undefined;
  if (entry.fingerprint !== fingerprintOf(callId, body)) {
    ctx.log({
      level: 'warn',
      kind: 'idempotency',
      message: `idempotencyKey ${body.idempotencyKey} reused with a different request: refused (409), payment ${payment.id} unchanged`,
    });
    return fail(
      409,
      'This idempotencyKey was already used for a different payment request; make a new key for a new intent.',
      {
        idempotencyKey: `already used for payment ${payment.id}`,
      },
    );
  }
  ctx.log({
    level: 'info',
    kind: 'idempotency',
    message: `idempotencyKey ${body.idempotencyKey} repeated: answered with payment ${payment.id} (${payment.status}); no new deposit`,
  });
  return payment;
}

export interface NewPayment {
  status: PaymentRecord['status'];
  resultCode: PaymentRecord['resultCode'];
  failedMessageText: string | null;
  wait: PaymentRecord['wait'];
  checksLeft: number;
  outcome: PaymentRecord['outcome'];
  methodLabel: string;
  orderId?: string;
  cardToSave?: PaymentRecord['cardToSave'];
}

/** A loopback page the request came from: where approval pages send the player back by default. */
function returnUrlOf(headers: Readonly<Record<string, string | undefined>>): string | null {
  const referer = headers.referer;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname) && url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Records a payment (and its history line) under its idempotency key; a payment that failed at once is denied. */
export function createPayment(
  ctx: DepositContext,
  callId: string,
  body: PurchaseRequest & Record<string, unknown>,
  purchase: Purchase,
  init: NewPayment,
): PaymentRecord {
  const { deposit } = ctx.state;
  const { preset, method } = purchase;
  const payment: PaymentRecord = {
    id: nextId(deposit, 'pay'),
    playerId: ctx.player.id,
    idempotencyKey: body.idempotencyKey,
    callId,
    kind: method.kind,
    methodId: method.id,
    presetId: preset.id,
    promoOfferPresetId: body.promoOfferPresetId ?? null,
    offerType: preset.offerType,
    price: preset.price,
    coins: preset.coins,
    bonus: preset.bonus,
    currency: ctx.player.currency,
    status: init.status,
    resultCode: init.resultCode,
    failedMessageText: init.failedMessageText,
    wait: init.wait,
    checksLeft: init.checksLeft,
    outcome: init.outcome,
    orderId: init.orderId ?? null,
    returnUrl: returnUrlOf(ctx.headers),
    methodLabel: init.methodLabel,
    cardToSave: init.cardToSave ?? null,
    createdAt: ctx.now(),
    credited: false,
  };
  deposit.payments.set(payment.id, payment);
  deposit.idempotency.set(`${ctx.player.id} ${body.idempotencyKey}`, {
    paymentId: payment.id,
    fingerprint: fingerprintOf(callId, body),
  });
  const tx: Transaction = {
    id: payment.id,
    kind: 'deposit',
    direction: 'in',
    status: 'pending',
    amount: payment.price,
    currency: payment.currency,
    createdAt: payment.createdAt,
    methodLabel: payment.methodLabel,
  };
  ctx.player.transactions.unshift(tx);
  ctx.log({
    level: 'info',
    kind: 'deposit',
    message: `deposit ${payment.id}: ${money(payment.price)} for ${preset.id} by ${payment.methodLabel} → ${payment.status}${payment.wait !== 'none' ? ` (waits for ${payment.wait})` : ''}`,
    data: {
      paymentId: payment.id,
      idempotencyKey: payment.idempotencyKey,
      presetId: preset.id,
      methodId: method.id,
      status: payment.status,
    },
  });
  if (payment.status !== 'pending')
    settle(ctx.state, payment, { status: payment.status, failedMessageText: payment.failedMessageText }, ctx.log);
  return payment;
}

type Log = (entry: Omit<LogInput, 'callId' | 'playerId'> & { playerId?: string }) => void;

/**
 * Resolves a payment once: success credits `coins + bonus` to the balance (at most once), saves a new card or
 * links a Trustly account when asked, and closes the history line; failure denies it (or cancels it).
 */
export function settle(
  state: SandboxState,
  payment: PaymentRecord,
  outcome: PaymentRecord['outcome'],
  log: Log,
  how: { canceled?: boolean } = {},
): void {
  const player = state.players.get(payment.playerId);
  payment.status = outcome.status;
  payment.failedMessageText = outcome.status === 'failed' ? (outcome.failedMessageText ?? 'The payment failed.') : null;
  payment.wait = 'none';
  payment.checksLeft = 0;
  if (payment.kind === 'card') payment.resultCode = outcome.status === 'success' ? 'success' : 'decline';
  const tx = player?.transactions.find((item) => item.id === payment.id);
  if (tx) tx.status = outcome.status === 'success' ? 'closed' : how.canceled ? 'canceled' : 'denied';
  if (!player) return;
  if (outcome.status === 'success' && !payment.credited) {
    payment.credited = true;
    player.balance = roundMoney(player.balance + payment.coins + payment.bonus);
    if (payment.promoOfferPresetId !== null || PROMO_OFFER.presets.some((item) => item.id === payment.presetId))
      state.deposit.promoUsed.add(player.id);
    const card = payment.cardToSave;
    if (
      card &&
      !player.cards.some(
        (saved) =>
          saved.brand === card.brand &&
          saved.last4 === card.last4 &&
          saved.expMonth === card.expMonth &&
          saved.expYear === card.expYear,
      )
    ) {
      player.cards.push({ id: `card-${payment.id}`, ...card });
    }
  }
  log({
    level: outcome.status === 'success' ? 'info' : 'warn',
    kind: 'deposit',
    playerId: player.id,
    message:
      outcome.status === 'success'
        ? `deposit ${payment.id} succeeded: +${payment.coins} coins +${payment.bonus} bonus, balance now ${money(player.balance)}`
        : `deposit ${payment.id} ${how.canceled ? 'canceled' : 'failed'}: ${payment.failedMessageText ?? ''}`,
    data: { paymentId: payment.id, status: payment.status },
  });
}

/** The wire result of a payment; the redirect points at the provider page it waits on. */
export function resultOf(state: SandboxState, payment: PaymentRecord): DepositResultData {
  return {
    paymentId: payment.id,
    status: payment.status,
    resultCode: payment.resultCode,
    redirectUrl: payment.status === 'pending' ? providerPageUrl(state, payment) : null,
    failedMessageText: payment.status === 'failed' ? payment.failedMessageText : null,
  };
}

export function providerPageUrl(state: SandboxState, payment: PaymentRecord): string | null {
  const page =
    payment.wait === '3ds'
      ? '3ds'
      : payment.wait === 'trustly-approval'
        ? 'trustly'
        : payment.wait === 'paypal-approval'
          ? 'paypal'
          : null;
  if (page === null) return null;
  const url = new URL(`/${page}/`, state.deposit.widgetOrigin);
  url.searchParams.set('paymentId', payment.id);
  if (payment.orderId !== null) url.searchParams.set('orderId', payment.orderId);
  if (payment.returnUrl !== null) url.searchParams.set('returnUrl', payment.returnUrl);
  return url.href;
}

/** One `GET /rest/cash/deposit/check/`: a pending payment that waits on nobody resolves after its checks. */
export function advanceOnCheck(state: SandboxState, payment: PaymentRecord, log: Log): void {
  if (payment.status === 'pending' && payment.wait === 'paypal-capture') {
    // An approved PayPal order is captured by the platform when it is asked about it (as on PayPal's approval
    // webhook), so a player who reloads or comes back in another window after approving is not left pending.
    // paypal-check captures the same order just as well; whichever comes first credits, the other answers it.
    settle(state, payment, { status: 'success', failedMessageText: null }, log);
    return;
  }
  if (payment.status !== 'pending' || payment.wait !== 'none') return;
  if (payment.checksLeft > 0) {
    payment.checksLeft -= 1;
    return;
  }
  settle(state, payment, payment.outcome, log);
}

/** Deposits made by a player, oldest first (admin.deposits). */
export function depositsOf(state: SandboxState, playerId: string): PaymentRecord[] {
  return [...state.deposit.payments.values()].filter((payment) => payment.playerId === playerId);
}
