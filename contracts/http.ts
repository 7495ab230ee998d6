import * as v from 'valibot';

/**
 * Every platform response is an envelope: `{ success: true, data }` on success, or
 * `{ success: false, statusCode?, message?, errors? }` on failure (any HTTP status).
 */
export const successEnvelope = <T extends v.GenericSchema>(data: T) => v.object({ success: v.literal(true), data });

/** The failure body; `statusCode: 401` with `success: false` means the session is gone. */
export const ErrorBody = v.object({
  success: v.literal(false),
  statusCode: v.optional(v.number()),
  message: v.optional(v.string()),
  /** Field name → message, for form errors. */
  errors: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** A call with no meaningful result data. */
export const EmptyData = v.object({});

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST call of docs/product/calls.md#conventions-for-every-call. The registry of these (contracts/api/registry.ts) is what the sandbox,
 * the contract tests and the fault matrix iterate over.
 */
export interface CallContract<
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TResponse extends v.GenericSchema = v.GenericSchema,
> {
  /** Stable id, `area.callName`, e.g. `cash.getAppCash`. */
  id: string;
  method: HttpMethod;
  /** Path template relative to apiBaseUrl; `:name` marks a path parameter, e.g. `/rest/cash/history/:mode/`. */
  path: string;
  /** Path parameters schema (when the template has `:params`). */
  params?: v.GenericSchema;
  /** Query-string schema (values arrive as strings). */
  query: TQuery;
  /** JSON request body schema. */
  body: TBody;
  /** Success response schema (the whole envelope). */
  response: TResponse;
}
