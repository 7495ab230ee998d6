/**
 * Loopback hosts, where plain `http:` is allowed (the sandbox and the browser suites serve there): `localhost`,
 * 127.0.0.0/8 and `[::1]`. The URL parser has already normalised the host (`127.1` → `127.0.0.1`, lower case).
 */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The parsed URL when a server-given address may be framed or followed (a 3-D Secure challenge, a PayPal approval,
 * a card widget, a document-scan page, a review link): absolute `https:`, or `http:` on a loopback host; no
 * credentials in it. Anything else — `http:` elsewhere, `javascript:`, `data:`, `blob:`, a relative or broken URL —
 * is null and is never framed or followed (docs/architecture.md, "Frames and redirects").
 */
export function safeRemoteUrl(value: string | null | undefined): URL | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url;
  return null;
}

/** Whether `value` may be framed or followed (`safeRemoteUrl`). */
export function isSafeRemoteUrl(value: string | null | undefined): value is string {
  return safeRemoteUrl(value) !== null;
}
