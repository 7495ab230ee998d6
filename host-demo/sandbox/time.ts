const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `ms` falls in: the daily deposit limit counts from there. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

export function daysAgo(now: number, days: number): number {
  return now - days * DAY_MS;
}

export function daysLater(now: number, days: number): number {
  return now + days * DAY_MS;
}

/** A moment earlier today (never before midnight, never after `now`), for seeding today's deposits. */
export function earlierToday(now: number, fraction: number): number {
  const midnight = startOfUtcDay(now);
  return midnight + Math.floor((now - midnight) * fraction);
}

export const toIso = (ms: number): string => new Date(ms).toISOString();
