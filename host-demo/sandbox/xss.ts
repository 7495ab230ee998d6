/**
 * XSS mode (`POST /__sandbox/xss { enabled }`, `admin.setXssMode`): every string the server sends that the
 * cashier shows is replaced by a payload of the corpus below, so the browser suite can prove that server text is
 * rendered as text. Each payload calls `window.__xssTripwire(id)` if it ever runs; the suite defines the tripwire
 * and fails when it fires.
 *
 * A call's shown strings are named by its area (`shownText` of `<area>/index.ts`, selectors over the JSON body,
 * see area.ts); every error envelope's `message` and field `errors` join automatically. A handler that builds a
 * shown string itself passes it through `xssText`.
 */
import type * as v from 'valibot';
import { SHOWN_TEXT, XSS_EXPAND } from './areas';
import { check } from './validation';

/** One payload per technique; the id says which one fired. */
export const XSS_CORPUS: readonly string[] = [
  `<script>__xssTripwire('script')</script>`,
  `<img src=x onerror="__xssTripwire('img-onerror')">`,
  `<svg onload="__xssTripwire('svg-onload')"><circle r="1"/></svg>`,
  `<svg><script>__xssTripwire('svg-script')</script></svg>`,
  `<a href="javascript:__xssTripwire('js-url-link')">Claim bonus</a>`,
  `javascript:__xssTripwire('js-url-bare')`,
  "${__xssTripwire('template-literal')}",
  `{{constructor.constructor('__xssTripwire("template-mustache")')()}}`,
  `"><img src=x onerror=__xssTripwire('attr-double-quote')>`,
  `'><svg onload=__xssTripwire('attr-single-quote')>`,
  `" autofocus onfocus="__xssTripwire('attr-autofocus')" x="`,
  `<details open ontoggle="__xssTripwire('details-ontoggle')">x</details>`,
  `<iframe srcdoc="<script>parent.__xssTripwire('iframe-srcdoc')</script>"></iframe>`,
  `</title></style></textarea><script>__xssTripwire('tag-breakout')</script>`,
  `{n} <b onmouseover="__xssTripwire('i18n-placeholder')">{n}</b>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__xssTripwire('mxss')">`,
];

/** The same field always gets the same payload, so a test can predict what a screen must show. */
export function xssPayloadFor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return XSS_CORPUS[hash % XSS_CORPUS.length] ?? XSS_CORPUS[0] ?? '';
}

/** For handlers that build a shown string themselves: the payload in XSS mode, the value otherwise. */
export function xssText(mode: XssMode, key: string, value: string): string {
  return mode.enabled() ? xssPayloadFor(key) : value;
}

export { SHOWN_TEXT };

/**
 * How many places of `body` a selector names (keys that exist, whatever their value): 0 means the selector is
 * stale, a path the call's answer does not have, and that field would silently escape the corpus.
 */
export function selectorHits(body: unknown, selector: string): number {
  let hits = 0;
  mapAt(body, selector.split('.'), '', (value) => {
    hits += 1;
    return value;
  });
  return hits;
}

/** Every error envelope (`{ success: false, statusCode, message, errors? }`) of every call. */
export const SHOWN_ERROR_TEXT: readonly string[] = ['message', 'errors.*'];

export interface XssMode {
  enabled(): boolean;
  set(enabled: boolean): void;
}

export function createXssMode(): XssMode {
  let on = false;
  return {
    enabled: () => on,
    set(enabled) {
      on = enabled;
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Applies `leaf` to every place a selector names that exists in `value`, in a copy; `key` names the place
 * (`callId.data.presets[0].label`) for `xssPayloadFor`.
 */
function mapAt(
  value: unknown,
  steps: readonly string[],
  key: string,
  leaf: (value: unknown, key: string) => unknown,
): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return leaf(value, key);
  if (step.endsWith('[]')) {
    const name = step.slice(0, -2);
    const list = name === '' ? value : isRecord(value) ? value[name] : undefined;
    if (!Array.isArray(list)) return value;
    const replaced = list.map((item, index) => mapAt(item, rest, `${key}.${name}[${index}]`, leaf));
    return name === '' ? replaced : { ...(value as Record<string, unknown>), [name]: replaced };
  }
  if (!isRecord(value)) return value;
  if (step === '*') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, mapAt(item, rest, `${key}.${name}`, leaf)]),
    );
  }
  if (!Object.hasOwn(value, step)) return value;
  return { ...value, [step]: mapAt(value[step], rest, `${key}.${step}`, leaf) };
}

/** The strings a selector names become payloads (other values stay). */
const toPayload = (value: unknown, key: string): unknown => (typeof value === 'string' ? xssPayloadFor(key) : value);

export interface XssRewrite {
  body: unknown;
  /** How many strings were replaced. */
  replaced: number;
}

const countStrings = (a: unknown, b: unknown): number => {
  if (typeof a === 'string') return a === b ? 0 : 1;
  if (Array.isArray(a) && Array.isArray(b))
    return a.reduce<number>((sum, item, index) => sum + countStrings(item, b[index]), 0);
  if (isRecord(a) && isRecord(b)) return Object.keys(a).reduce((sum, name) => sum + countStrings(a[name], b[name]), 0);
  return 0;
};

/**
 * Fills the shown strings of one answer with payloads. A success body must still pass the call's response
 * schema afterwards (a field that turns out to be constrained, an enum say, is then left as it was).
 */
export function rewriteForXss(callId: string, body: unknown, responseSchema: v.GenericSchema): XssRewrite {
  const isError = isRecord(body) && body.success === false;
  const selectors = isError ? SHOWN_ERROR_TEXT : (SHOWN_TEXT[callId] ?? []);
  const expand = isError ? undefined : XSS_EXPAND[callId];
  let current = expand ? expand(body) : body;
  for (const selector of selectors) {
    const next = mapAt(current, selector.split('.'), callId, toPayload);
    if (isError || check(responseSchema, next).ok) current = next;
  }
  return { body: current, replaced: countStrings(body, current) };
}
