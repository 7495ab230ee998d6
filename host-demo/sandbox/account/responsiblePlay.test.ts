import { createInitialPlayers } from './players';
import { RAISE_DELAY_MS, setDailyLimit } from './responsiblePlay';

const HOUR = 60 * 60 * 1000;

describe('sandbox daily limit: the same value twice is one change (docs/product/responsible-play.md#setting-the-limit)', () => {
  const nearLimit = (now: number) => {
    const player = createInitialPlayers(now).find((record) => record.id === 'near-limit');
    if (!player) throw new Error('no near-limit player');
    return player;
  };

  it('a repeated raise keeps the waiting time of the first one', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    const player = nearLimit(now);
    setDailyLimit(player, 800, now);
    const first = { ...player.dailyLimit };
    setDailyLimit(player, 800, now + HOUR);
    expect(player.dailyLimit).toEqual(first);
    expect(player.dailyLimit).toEqual({ limitSum: 500, playerLimit: 800, limitTimeStart: now + RAISE_DELAY_MS });
  });

  it('a repeated removal keeps the waiting time of the first one; another value starts its own', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    const player = nearLimit(now);
    setDailyLimit(player, null, now);
    setDailyLimit(player, null, now + HOUR);
    expect(player.dailyLimit).toEqual({ limitSum: 500, playerLimit: null, limitTimeStart: now + RAISE_DELAY_MS });
    setDailyLimit(player, 900, now + 2 * HOUR);
    expect(player.dailyLimit).toEqual({ limitSum: 500, playerLimit: 900, limitTimeStart: now + 2 * HOUR + RAISE_DELAY_MS });
  });

  it('a repeated lowering leaves the same figures', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    const player = nearLimit(now);
    setDailyLimit(player, 300, now);
    const first = { ...player.dailyLimit };
    setDailyLimit(player, 300, now + HOUR);
    expect(player.dailyLimit).toEqual(first);
  });
});
