import { DEFAULT_LANGUAGE } from '@/shared/i18n/language';

/**
 * Dates of docs/product/constants.md#date-format: one style everywhere, in the cashier's language.
 *
 * - A moment (a transaction, a limit's reset, a reward's expiry) shows in the player's time zone, and names it:
 *   `Nov 27, 2026, 9:37 AM GMT+3`. `Intl.DateTimeFormat` with `timeZoneName: 'short'`; the zone is the device's
 *   unless a caller (a test) pins one.
 * - A calendar date (a birth date, `YYYY-MM-DD`) is a day, not a moment: it shows as `Apr 2, 1990` with no time and
 *   no zone, and never moves a day whatever the zone.
 * - Anything that is not a date formats as an empty string (a moment) or as itself (a calendar date the server
 *   sent in another form), so no screen shows `Invalid Date`.
 */

export interface FormatDateOptions {
  /** The cashier's 2-letter language (`useI18n().language`). Default the bundled language. */
  language?: string;
  /** An IANA zone; default the player's (the device's). Tests pin it. */
  timeZone?: string;
}

/** Creating an Intl.DateTimeFormat is slow and a list formats many dates: one per language, zone and kind. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(kind: 'moment' | 'day', language: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}:${language}:${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const day = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    formatter = new Intl.DateTimeFormat(
      language,
      kind === 'moment'
        ? { ...day, hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }
        : { ...day, timeZone: 'UTC' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A language Intl knows, or the bundled one (a server may send a code no engine has). */
function supported(language: string | undefined): string {
  if (!language) return DEFAULT_LANGUAGE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language).length > 0 ? language : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** A moment with its time zone named: `Nov 27, 2026, 9:37 AM UTC`. Not a date → `''`. */
export function formatDateTime(value: string | number | Date, options: FormatDateOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Intl's "narrow no-break space" before AM/PM (ICU 72+) is normalised to a plain space, so tests see one text.
  return formatterFor('moment', supported(options.language), options.timeZone)
    .format(date)
    .replace(/\u202f/g, ' ');
}

/** A calendar date `YYYY-MM-DD` as a player reads it: `Apr 2, 1990`. Any other text comes back as it is. */
export function formatCalendarDate(value: string, options: Pick<FormatDateOptions, 'language'> = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value;
  return formatterFor('day', supported(options.language), undefined).format(date);
}
