import { createMethodRegistry } from './methodRegistry';

const Card = () => null;
const Wallet = () => null;

describe('createMethodRegistry', () => {
  it('looks a registered form up by kind, and knows none for a kind nobody registered', () => {
    const registry = createMethodRegistry<'card' | 'wallet' | 'voucher', { price: number }>();
    registry.register('card', Card);
    registry.register('wallet', Wallet);
    expect(registry.formFor('card')).toBe(Card);
    expect(registry.formFor('wallet')).toBe(Wallet);
    expect(registry.formFor('voucher')).toBeUndefined();
    expect(registry.kinds()).toEqual(['card', 'wallet']);
  });

  it('refuses a second form for the same kind rather than replacing the first silently', () => {
    const registry = createMethodRegistry<'card', object>();
    registry.register('card', Card);
    expect(() => registry.register('card', Wallet)).toThrow('payment method "card" is registered twice');
    expect(registry.formFor('card')).toBe(Card);
  });

  it('keeps registries apart: deposit methods are not payout methods', () => {
    const deposits = createMethodRegistry<'card', object>();
    const payouts = createMethodRegistry<'card', object>();
    deposits.register('card', Card);
    expect(payouts.formFor('card')).toBeUndefined();
  });
});
