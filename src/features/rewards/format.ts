/** A server time (ISO) as the player's local date and time. */
export const formatDateTime = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
