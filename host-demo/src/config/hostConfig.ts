import * as v from 'valibot';
import type { CashierViewOption } from '../../../contracts/host/props';

/** What the shell needs to know at runtime; served as GET /config.json by scripts/start.ts. */
export interface HostConfig {
  /** URL of the cashier's mf-manifest.json. */
  remoteManifestUrl: string;
  /** Origin (and optional prefix) of the platform API and of the sandbox admin routes. */
  apiBaseUrl: string;
  locale: string;
  /** `game` gives the cashier's suspended screens a Back link. */
  viewOption: CashierViewOption;
  /** The cashier's per-request timeout; unset keeps the cashier's default (tests set a short one). */
  requestTimeoutMs?: number;
  /** Origin of the provider card widget; the page's CSP lets it frame only this origin. */
  cardWidgetOrigin: string;
  /** The page's CSP style nonce (from index.html, not config.json): the cashier's `nonce` prop. */
  nonce?: string;
}

export const DEFAULT_REMOTE_MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
export const DEFAULT_CARD_WIDGET_ORIGIN = 'http://127.0.0.1:3002';

const ConfigFile = v.object({
  remoteManifestUrl: v.optional(v.pipe(v.string(), v.url())),
  apiBaseUrl: v.optional(v.pipe(v.string(), v.url())),
  locale: v.optional(v.pipe(v.string(), v.minLength(2))),
  viewOption: v.optional(v.picklist(['default', 'game'])),
  requestTimeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  cardWidgetOrigin: v.optional(v.pipe(v.string(), v.url())),
});

/** Builds the config from a parsed config.json body; anything missing or invalid falls back to a default. */
export function resolveHostConfig(body: unknown, pageOrigin: string): HostConfig {
  const parsed = v.safeParse(ConfigFile, body);
  if (!parsed.success) {
    console.warn('[host-demo] config.json is invalid; using defaults', v.flatten(parsed.issues));
  }
  const file = parsed.success ? parsed.output : {};
  return {
    remoteManifestUrl: file.remoteManifestUrl ?? DEFAULT_REMOTE_MANIFEST_URL,
    apiBaseUrl: file.apiBaseUrl ?? pageOrigin,
    locale: file.locale ?? 'en',
    viewOption: file.viewOption ?? 'default',
    requestTimeoutMs: file.requestTimeoutMs,
    cardWidgetOrigin: new URL(file.cardWidgetOrigin ?? DEFAULT_CARD_WIDGET_ORIGIN).origin,
  };
}

/**
 * Reads /config.json. The page must still come up when the file is missing, so a failed request only
 * logs and yields the defaults.
 */
export async function loadHostConfig(pageOrigin: string): Promise<HostConfig> {
  try {
    const response = await fetch(new URL('/config.json', pageOrigin), { cache: 'no-store' });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    return resolveHostConfig(await response.json(), pageOrigin);
  } catch (error) {
    console.warn('[host-demo] could not read /config.json; using defaults', error);
    return resolveHostConfig({}, pageOrigin);
  }
}
