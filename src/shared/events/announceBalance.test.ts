import { announceBalance } from './announceBalance';
import { getEventBus } from './bus';

describe('announceBalance', () => {
  it("emits 'balance-changed' with the balance and currency only (never the winnings)", () => {
    const heard: unknown[] = [];
    const off = getEventBus().on('balance-changed', (payload) => heard.push(payload));
    const playerBalance = { balance: 12.5, winnings: 3, currency: 'USD' };
    announceBalance(playerBalance);
    off();
    expect(heard).toEqual([{ balance: 12.5, currency: 'USD' }]);
  });
});
