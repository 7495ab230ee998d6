/** Delay before each check of a started payment while it is pending: quick first, then backing off to a cap. */
export const POLL_DELAYS_MS = [0, 1000, 2000, 3000, 5000, 8000] as const;
export const POLL_MAX_DELAY_MS = 10_000;
/** After this many checks still pending the player is asked to check again later (the payment stays saved). */
export const POLL_MAX_CHECKS = 20;

export const pollDelay = (checkIndex: number): number => POLL_DELAYS_MS[checkIndex] ?? POLL_MAX_DELAY_MS;
