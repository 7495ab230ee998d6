import type * as v from 'valibot';
import type { CallContract, HttpMethod } from '../http';
import * as modules from './calls';

type Exported = (typeof modules)[keyof typeof modules];

const HTTP_METHODS: readonly unknown[] = ['GET', 'POST', 'PUT', 'DELETE'] satisfies readonly HttpMethod[];

/** Whether an export of the contract modules is a call (as the tables of factories.ts name it), not a schema or a helper. */
function isCallContract(value: unknown): value is AnyCallContract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'method' in value &&
    HTTP_METHODS.includes(value.method) &&
    'path' in value &&
    typeof value.path === 'string' &&
    'response' in value &&
    typeof value.response === 'object' &&
    value.response !== null &&
    'kind' in value.response &&
    value.response.kind === 'schema'
  );
}

const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every REST call the cashier makes: the calls of docs/product/calls.md plus the additions in `SPEC_ADDITIONS`,
 * collected from the exports of the contract modules (calls.ts), sorted by id. contracts/registry.test.ts keeps the
 * list written out, so a call that goes missing or changes fails there.
 */
export const callContracts: readonly AnyCallContract[] = [
  ...new Set(Object.values(modules).filter(isCallContract)),
].sort(byId);

/** Any one of the registered calls (a union of their exact types): every export of the contract modules that is a call. */
export type AnyCallContract = Extract<Exported, CallContract>;
/** Id of a registered call, e.g. `cash.getAppCash`. */
export type CallId = AnyCallContract['id'];
/** The registered call with this id. */
export type CallContractById<I extends CallId> = Extract<AnyCallContract, { id: I }>;

/** The `data` of a call's success envelope. */
export type CallResponseData<I extends CallId> = v.InferOutput<CallContractById<I>['response']>['data'];
/** The JSON body a call takes (undefined when it takes none). */
export type CallBody<I extends CallId> = CallContractById<I>['body'] extends v.GenericSchema
  ? v.InferInput<CallContractById<I>['body']>
  : undefined;
/** The query a call takes, as strings (undefined when it takes none). */
export type CallQuery<I extends CallId> = CallContractById<I>['query'] extends v.GenericSchema
  ? v.InferInput<CallContractById<I>['query']>
  : undefined;
/** The path parameters a call takes (undefined when its template has none). */
export type CallParams<I extends CallId> =
  CallContractById<I> extends { params: infer P extends v.GenericSchema } ? v.InferInput<P> : undefined;

/** Calls the cashier needs that docs/product/calls.md#additions-to-the-spec does not list (each says so in descriptions.ts). */
export const SPEC_ADDITIONS: readonly CallId[] = [
  'survey.submitSurveyAnswers',
  'deposit.validateApplePayMerchant',
  'rewards.getStaticInfo',
];

/** Every registered call by its id. */
export const callById = Object.fromEntries(callContracts.map((call) => [call.id, call])) as {
  [I in CallId]: CallContractById<I>;
};

/** A call found for a concrete request: the contract and the path parameters taken from the path (decoded, unvalidated). */
export interface FoundCall {
  call: AnyCallContract;
  params: Record<string, string>;
}

const PARAM_SEGMENT = /^:([A-Za-z]+)$/;

/**
 * Matches one concrete path against one template, segment by segment (`:name` matches one non-empty segment).
 * Trailing slashes count: `/rest/cash` does not match `/rest/cash/`. Returns the params, or undefined.
 */
export function matchPath(template: string, pathname: string): Record<string, string> | undefined {
  const expected = template.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const want = expected[index] ?? '';
    const got = actual[index] ?? '';
    const param = PARAM_SEGMENT.exec(want);
    if (!param) {
      if (want !== got) return undefined;
      continue;
    }
    if (got === '') return undefined;
    try {
      params[param[1] ?? ''] = decodeURIComponent(got);
    } catch {
      return undefined; // malformed %-escape: not a path the client could have built
    }
  }
  return params;
}

const paramCount = (template: string): number =>
  template.split('/').filter((segment) => PARAM_SEGMENT.test(segment)).length;

/**
 * The registered call for a request: `findCall('GET', '/rest/cash/history/out/')` →
 * `{ call: getHistory, params: { mode: 'out' } }`. Takes the pathname relative to the API base, without the
 * query string; validate the params with `call.params` before use. A static template wins over one with
 * parameters (the contract tests keep templates unambiguous anyway). Undefined when no call matches.
 */
export function findCall(method: HttpMethod | string, pathname: string): FoundCall | undefined {
  const upper = method.toUpperCase();
  let best: FoundCall | undefined;
  for (const call of callContracts) {
    if (call.method !== upper) continue;
    const params = matchPath(call.path, pathname);
    if (!params) continue;
    if (!best || paramCount(call.path) < paramCount(best.call.path)) best = { call, params };
  }
  return best;
}
