import type * as v from 'valibot';
import { successEnvelope, type HttpMethod } from '../http';

/**
 * Small typed factories for the shapes the calls of contracts/api repeat. Each returns a plain call object
 * (the same keys a hand-written `CallContract` literal has), with the id, method and path kept as literal types so
 * the registry's `CallId`, `CallBody<I>`, `CallResponseData<I>`… stay exact.
 */

/** The success envelope around `data`: the response schema of every call. */
export type Envelope<D extends v.GenericSchema> = ReturnType<typeof successEnvelope<D>>;

/** One call as the factories build it; it satisfies `CallContract`. */
export interface Call<
  I extends string,
  M extends HttpMethod,
  P extends string,
  Q extends v.GenericSchema | undefined,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
> {
  readonly id: I;
  readonly method: M;
  readonly path: P;
  readonly query: Q;
  readonly body: B;
  readonly response: Envelope<D>;
  readonly description: string;
}

/** A GET call answering `data`, without a query (see `withQuery`). */
export function getCall<const I extends string, const P extends string, D extends v.GenericSchema>(
  id: I,
  path: P,
  data: D,
  description: string,
): Call<I, 'GET', P, undefined, undefined, D> {
  return { id, method: 'GET', path, query: undefined, body: undefined, response: successEnvelope(data), description };
}

/** A POST call taking the JSON `body` (`undefined` for none) and answering `data`; no query. */
export function postCall<
  const I extends string,
  const P extends string,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
>(id: I, path: P, body: B, data: D, description: string): Call<I, 'POST', P, undefined, B, D> {
  return { id, method: 'POST', path, query: undefined, body, response: successEnvelope(data), description };
}

/** Any call the factories build. */
type AnyCall = Call<
  string,
  HttpMethod,
  string,
  v.GenericSchema | undefined,
  v.GenericSchema | undefined,
  v.GenericSchema
>;

/** A call that takes a query string, with the schema of its (string) values. */
export const withQuery = <C extends AnyCall, Q extends v.GenericSchema>(
  query: Q,
  call: C,
): Omit<C, 'query'> & { readonly query: Q } => ({
  ...call,
  query,
});

/** A call whose path template has `:name` segments, with the schema of those parameters. */
export const withParams = <C extends AnyCall, S extends v.GenericSchema>(
  params: S,
  call: C,
): C & { readonly params: S } => ({ ...call, params });

/** One side of a list/submit pair: its id, the data it answers and its description. */
export interface PairSide<I extends string, D extends v.GenericSchema> {
  id: I;
  data: D;
  description: string;
}

/**
 * A list/submit pair on one path: `GET path` lists what may be done, `POST path` with `body` does it
 * (a payout method's destinations and the payout to one, the winnings-to-entries rate and the conversion).
 */
export function listAndSubmit<
  const P extends string,
  const LI extends string,
  LD extends v.GenericSchema,
  const SI extends string,
  B extends v.GenericSchema,
  SD extends v.GenericSchema,
>(path: P, list: PairSide<LI, LD>, submit: PairSide<SI, SD> & { body: B }) {
  return {
    list: getCall(list.id, path, list.data, list.description),
    submit: postCall(submit.id, path, submit.body, submit.data, submit.description),
  };
}
