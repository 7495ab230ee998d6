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
