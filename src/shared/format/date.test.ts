import { formatCalendarDate, formatDateTime } from './date';

describe('formatDateTime (docs/product/constants.md#date-format)', () => {
  it('names the time zone it shows', () => {
    expect(formatDateTime('2026-11-27T09:37:00Z', { language: 'en', timeZone: 'UTC' })).toBe(
      'Nov 27, 2026, 9:37 AM UTC',
    );
    expect(formatDateTime('2026-07-01T12:00:00Z', { language: 'en', timeZone: 'America/New_York' })).toBe(
      'Jul 1, 2026, 8:00 AM EDT',
    );
  });

  it('a moment just before midnight UTC shows on the day it was where the player is', () => {
    const lateUtc = '2026-11-27T23:30:00Z';
    expect(formatDateTime(lateUtc, { language: 'en', timeZone: 'UTC' })).toBe('Nov 27, 2026, 11:30 PM UTC');
    expect(formatDateTime(lateUtc, { language: 'en', timeZone: 'Europe/Moscow' })).toBe('Nov 28, 2026, 2:30 AM GMT+3');
    expect(formatDateTime(lateUtc, { language: 'en', timeZone: 'America/Los_Angeles' })).toBe(
      'Nov 27, 2026, 3:30 PM PST',
    );
  });

  it("uses the player's zone by default (TZ pinned by the test run)", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(Date.UTC(2026, 0, 2, 3, 4), { language: 'en' })).toBe(
      formatDateTime(Date.UTC(2026, 0, 2, 3, 4), { language: 'en', timeZone: zone }),
    );
  });

  it('accepts a Date, a timestamp and ISO text alike', () => {
    const options = { language: 'en', timeZone: 'UTC' };
    const iso = '2026-01-02T03:04:00Z';
    expect(formatDateTime(new Date(iso), options)).toBe(formatDateTime(iso, options));
    expect(formatDateTime(Date.parse(iso), options)).toBe(formatDateTime(iso, options));
  });

  it('a language no engine knows falls back to English', () => {
    expect(formatDateTime('2026-11-27T09:37:00Z', { language: 'zz', timeZone: 'UTC' })).toBe(
      'Nov 27, 2026, 9:37 AM UTC',
    );
  });

  it.each(['', 'not a date', Number.NaN])('%p is not a date: empty, never "Invalid Date"', (value) => {
    expect(formatDateTime(value, { timeZone: 'UTC' })).toBe('');
  });
});

describe('formatCalendarDate', () => {
  it('shows a birth date as a player reads it, never ISO', () => {
    expect(formatCalendarDate('1990-04-02', { language: 'en' })).toBe('Apr 2, 1990');
  });

  it('a day never moves with the time zone', () => {
    // Whatever TZ the run has, the day is the one sent.
    expect(formatCalendarDate('2000-01-01')).toBe('Jan 1, 2000');
    expect(formatCalendarDate('1999-12-31')).toBe('Dec 31, 1999');
  });

  it.each(['', '1990-02-30', '02/04/1990', '1990-4-2'])('%p is not a YYYY-MM-DD day: shown as sent', (value) => {
    expect(formatCalendarDate(value)).toBe(value);
  });
});
