import type * as v from 'valibot';
import { successEnvelope, type HttpMethod } from '../http';

/**
 * How a contract module declares its calls: one table at the end of the module, one line a call,
 * `export const { getThing, doThing } = calls('area', { getThing: get(path, Data), doThing: post(path, Body, Data) })`.
 * The table names each call: its id is `<area>.<key>`, so the id and the export name cannot drift apart. What a
 * call does, in one English line, is in descriptions.ts (the sandbox and the tests read it; the cashier never does,
 * so it is not in the bundle). docs/architecture.md, "Contracts".
 */

/** The success envelope around `data`: the response schema of every call. */
export type Envelope<D extends v.GenericSchema> = ReturnType<typeof successEnvelope<D>>;

/** One call as a table entry describes it, before the table names it. */
export interface CallSpec<
  M extends HttpMethod,
  P extends string,
  Q extends v.GenericSchema | undefined,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly query: Q;
  readonly body: B;
  readonly response: Envelope<D>;
}

/** A named call: a table entry with its id. It satisfies `CallContract`. */
export type Call<I extends string, S> = S & { readonly id: I };

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

/** The spec with the schemas of `inputs`: its `query` (undefined when none) and, only when given, its `params`. */
function spec<
  M extends HttpMethod,
  P extends string,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
  In,
>(method: M, path: P, body: B, data: D, inputs: (In & CallInputs) | undefined) {
  const params = inputs?.params;
  const call = { method, path, query: inputs?.query, body, response: successEnvelope(data) };
  return { ...call, ...(params === undefined ? {} : { params }) } as CallSpec<M, P, QueryOf<In>, B, D> & ParamsOf<In>;
}

/** A GET answering `data`; `inputs` gives the schemas of its query and path parameters, if any. */
export const get = <const P extends string, D extends v.GenericSchema, In extends CallInputs = object>(
  path: P,
  data: D,
  inputs?: In,
) => spec('GET', path, undefined, data, inputs);

/** A POST taking the JSON `body` (`undefined` for none) and answering `data`; `inputs` as for `get`. */
export const post = <
  const P extends string,
  B extends v.GenericSchema | undefined,
  D extends v.GenericSchema,
  In extends CallInputs = object,
>(
  path: P,
  body: B,
  data: D,
  inputs?: In,
) => spec('POST', path, body, data, inputs);

/** The calls of one area, named: each entry of `table` gets the id `<area>.<key>`. */
export function calls<const A extends string, const T extends Record<string, object>>(
  area: A,
  table: T,
): { readonly [K in keyof T & string]: Call<`${A}.${K}`, T[K]> } {
  const named = Object.entries(table).map(([key, entry]) => [key, { id: `${area}.${key}`, ...entry }]);
  return Object.fromEntries(named) as { readonly [K in keyof T & string]: Call<`${A}.${K}`, T[K]> };
}
