import { createInitialPlayers } from './players';
import { RAISE_DELAY_MS, setDailyLimit } from './responsiblePlay';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2025, 0, 10, 12);

describe('sandbox daily limit: the same value twice is one change (docs/product/responsible-play.md#setting-the-limit)', () => {
  /** The near-limit player ($500 a day) after `limit` was set now and again an hour later: the figures after each. */
  const setTwice = (limit: number | null) => {
    const player = createInitialPlayers(NOW).find((record) => record.id === 'near-limit');
    if (!player) throw new Error('no near-limit player');
    setDailyLimit(player, limit, NOW);
    const first = { ...player.dailyLimit };
    setDailyLimit(player, limit, NOW + HOUR);
    return { player, first, second: player.dailyLimit };
  };

  it('a repeated raise keeps the waiting time of the first one', () => {
    const { first, second } = setTwice(800);
    expect(second).toEqual(first);
    expect(second).toEqual({ limitSum: 500, playerLimit: 800, limitTimeStart: NOW + RAISE_DELAY_MS });
  });

  it('a repeated removal keeps the waiting time of the first one; another value starts its own', () => {
    const { player, first, second } = setTwice(null);
    expect(second).toEqual(first);
    expect(second).toEqual({ limitSum: 500, playerLimit: null, limitTimeStart: NOW + RAISE_DELAY_MS });
    setDailyLimit(player, 900, NOW + 2 * HOUR);
    expect(player.dailyLimit).toEqual({
      limitSum: 500,
      playerLimit: 900,
      limitTimeStart: NOW + 2 * HOUR + RAISE_DELAY_MS,
    });
  });

  it('a repeated lowering leaves the same figures', () => {
    const { first, second } = setTwice(300);
    expect(second).toEqual(first);
  });
});
