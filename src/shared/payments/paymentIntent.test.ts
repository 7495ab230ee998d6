import { intentFor, intentPaymentStarted, intentResolved, pendingPaymentId, readIntent } from '@/shared/payments/paymentIntent';

const target = { presetId: 'pkg-50', promoOfferPresetId: null, offerType: 'regular', methodId: 'card' };

afterEach(() => sessionStorage.clear());

describe('paymentIntent', () => {
  it('reuses the key for the same package and method, and makes a new one for another', () => {
    const first = intentFor(target);
    expect(first.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(intentFor(target).idempotencyKey).toBe(first.idempotencyKey);
    expect(intentFor({ ...target, methodId: 'trustly' }).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('keeps a started payment (even for another target) until it resolves, then starts over', () => {
    const first = intentFor(target);
    intentPaymentStarted('pay-1');
    expect(pendingPaymentId()).toBe('pay-1');
    expect(intentFor({ ...target, presetId: 'pkg-10' }).idempotencyKey).toBe(first.idempotencyKey);
    intentResolved();
    expect(readIntent()).toBeNull();
    expect(intentFor(target).idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('stores only the key, the target and the paymentId', () => {
    intentFor(target);
    intentPaymentStarted('pay-1');
    const stored = JSON.parse(sessionStorage.getItem('cashier.deposit.intent') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['idempotencyKey', 'methodId', 'offerType', 'paymentId', 'presetId', 'promoOfferPresetId']);
  });

  it('drops an unreadable entry', () => {
    sessionStorage.setItem('cashier.deposit.intent', '{"idempotencyKey":"x"}');
    expect(readIntent()).toBeNull();
    expect(sessionStorage.getItem('cashier.deposit.intent')).toBeNull();
  });
});

describe('paymentIntent scopes', () => {
  it('keeps a redemption intent apart from a pending deposit, under its own key', () => {
    const deposit = intentFor(target);
    intentPaymentStarted('pay-1');
    const payout = { methodId: 'card', amount: '25', providerId: 'wp-1' };
    const redeem = intentFor(payout, 'redeem');
    expect(redeem.idempotencyKey).not.toBe(deposit.idempotencyKey);
    expect(intentFor(payout, 'redeem').idempotencyKey).toBe(redeem.idempotencyKey);
    expect(intentFor({ ...payout, amount: '30' }, 'redeem').idempotencyKey).not.toBe(redeem.idempotencyKey);
    intentResolved('redeem');
    expect(readIntent('redeem')).toBeNull();
    expect(pendingPaymentId()).toBe('pay-1');
  });
});
