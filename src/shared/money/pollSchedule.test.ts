import { POLL_DELAYS_MS, POLL_MAX_DELAY_MS, pollDelay } from './pollSchedule';

describe('pollSchedule', () => {
  it('checks at once, then backs off, then waits the cap', () => {
    expect(pollDelay(0)).toBe(0);
    expect(POLL_DELAYS_MS.map((_, index) => pollDelay(index))).toEqual([...POLL_DELAYS_MS]);
    expect(pollDelay(POLL_DELAYS_MS.length)).toBe(POLL_MAX_DELAY_MS);
    expect(pollDelay(100)).toBe(POLL_MAX_DELAY_MS);
  });
});
