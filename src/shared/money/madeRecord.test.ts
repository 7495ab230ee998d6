import { CLOCK_SKEW_MS, madeRecord, type MoneyRecord } from './madeRecord';

const SINCE = Date.parse('2025-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(SINCE + offsetMs).toISOString();
const row = (id: string, offsetMs: number, change: Partial<MoneyRecord> = {}): MoneyRecord => ({
  id,
  direction: 'in',
  amount: 50,
  currency: 'USD',
  createdAt: at(offsetMs),
  ...change,
});
const asked = { direction: 'in', amount: 50, currency: 'USD', since: SINCE, claimed: new Set<string>() };

describe('madeRecord: which history row a lost answer made', () => {
  it('takes the one row of this direction, amount (to the cent) and currency made since the intent', () => {
    const rows = [
      row('other-amount', 1_000, { amount: 49.99 }),
      row('mine', 2_000),
      row('out', 3_000, { direction: 'out' }),
      row('eur', 4_000, { currency: 'EUR' }),
    ];
    expect(madeRecord(rows, asked)?.id).toBe('mine');
    expect(madeRecord([row('cents', 1_000, { amount: 50.000000001 })], asked)?.id).toBe('cents');
  });

  it('allows the server clock to be behind this device by up to the skew, not more', () => {
    expect(madeRecord([row('skewed', -CLOCK_SKEW_MS + 1_000)], asked)?.id).toBe('skewed');
    expect(madeRecord([row('older', -CLOCK_SKEW_MS - 1_000)], asked)).toBeNull();
  });

  it('never claims a row it cannot tell apart: two candidates are none', () => {
    expect(madeRecord([row('a', 1_000), row('b', 2_000)], asked)).toBeNull();
    expect(madeRecord([row('earlier', -30_000), row('mine', 2_000)], asked)).toBeNull();
  });

  it("leaves out rows known to be other intents' (claimed), which can make the one left found", () => {
    const claimed = new Set(['earlier']);
    expect(madeRecord([row('earlier', -30_000), row('mine', 2_000)], { ...asked, claimed })?.id).toBe('mine');
    expect(madeRecord([row('earlier', -30_000)], { ...asked, claimed })).toBeNull();
  });

  it('ignores a row whose date cannot be read', () => {
    expect(madeRecord([row('bad', 0, { createdAt: 'yesterday' })], asked)).toBeNull();
  });
});
