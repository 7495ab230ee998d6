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

/**
 * What a call takes besides its JSON body: the schema of its query string (values arrive as strings) and of the
 * `:name` parameters of its path template.
 */
export interface CallInputs {
  readonly query?: v.GenericSchema;
  readonly params?: v.GenericSchema;
}

/** The query schema of `In` (undefined when it has none). */
type QueryOf<In> = In extends { readonly query: infer Q extends v.GenericSchema } ? Q : undefined;
/** The `params` key a call has when its path has parameters (none otherwise). */
type ParamsOf<In> = In extends { readonly params: infer S extends v.GenericSchema } ? { readonly params: S } : unknown;

/** `call` with the schemas of `inputs`: its `query` (undefined when none) and, only when given, its `params`. */
function withInputs<C extends object, In extends CallInputs>(call: C, inputs: In | undefined) {
  const params = inputs?.params;
  return { ...call, query: inputs?.query, ...(params === undefined ? {} : { params }) } as C & {
    readonly query: QueryOf<In>;
  } & ParamsOf<In>;
}

/** A GET call answering `data`; `inputs` gives the schemas of its query and path parameters, if any. */
export function getCall<
  const I extends string,
  const P extends string,
  D extends v.GenericSchema,
  In extends CallInputs,
>(
  id: I,
  path: P,
  data: D,
  description: string,
  inputs?: In,
): Call<I, 'GET', P, QueryOf<In>, undefined, D> & ParamsOf<In> {
  const call = { id, method: 'GET' as const, path, body: undefined, response: successEnvelope(data), description };
  return withInputs(call, inputs);
}

/** A POST call taking the JSON `body` (`undefined` for none) and answering `data`; `inputs` as for `getCall`. */
export function postCall<
  const I extends string,
  const P extends string,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
  In extends CallInputs,
>(
  id: I,
  path: P,
  body: B,
  data: D,
  description: string,
  inputs?: In,
): Call<I, 'POST', P, QueryOf<In>, B, D> & ParamsOf<In> {
  const call = { id, method: 'POST' as const, path, body, response: successEnvelope(data), description };
  return withInputs(call, inputs);
}

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
