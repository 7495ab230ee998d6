import { fetchBaseQuery, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import * as v from 'valibot';
import { ErrorBody } from '@contracts/http';
import { isSessionlessPath } from '@contracts/sessionless';
import type { CashierErrorData } from '@/shared/errors/CashierError';
import { buildPath, describeIssues, type ContractArgs } from './callContract';

/** What the store hands every request: where the API is and what to do when the session is gone. */
export interface ApiExtra {
  getConfig: () => { apiBaseUrl: string; requestTimeoutMs: number };
  onUnauthorized: () => void;
  onAuthorized: () => void;
}

const error = (data: Omit<CashierErrorData, 'name'>): { error: CashierErrorData } => ({
  error: { name: 'CashierError', ...data },
});

function isUnauthorizedBody(body: unknown): boolean {
  const parsed = v.safeParse(ErrorBody, body);
  return parsed.success && parsed.output.statusCode === 401;
}

/**
 * The cashier's one base query: builds the URL from the call contract, validates the request body,
 * sends it with credentials, maps every failure to a `CashierErrorData`, turns both 401 forms into
 * `unauthorized` (after telling the host), and validates the success body against the contract.
 * On success it yields the envelope's `data`.
 */
export const contractBaseQuery: BaseQueryFn<ContractArgs, unknown, CashierErrorData> = async (args, api, extraOptions) => {
  const { call } = args;
  const extra = api.extra as ApiExtra;
  const { apiBaseUrl, requestTimeoutMs } = extra.getConfig();

  if (call.body && args.body !== undefined) {
    const checked = v.safeParse(call.body, args.body);
    if (!checked.success) {
      return error({ code: 'contract', callId: call.id, message: `${call.id}: request body breaks the contract: ${describeIssues(checked.issues)}` });
    }
  }

  let url: string;
  try {
    url = buildPath(call.path, args.params);
  } catch (cause) {
    return error({ code: 'unknown', callId: call.id, message: `${call.id}: ${String(cause)}` });
  }

  const query = args.query
    ? Object.fromEntries(Object.entries(args.query).filter(([, value]) => value !== undefined))
    : undefined;

  const rawBaseQuery = fetchBaseQuery({
    baseUrl: apiBaseUrl,
    credentials: 'include',
    timeout: requestTimeoutMs > 0 ? requestTimeoutMs : undefined,
  });
  const result = await rawBaseQuery(
    { url, method: call.method, params: query, body: args.body },
    api,
    extraOptions as object,
  );

  if (result.error) {
    const failure = result.error;
    if (failure.status === 'TIMEOUT_ERROR') {
      return error({ code: 'timeout', callId: call.id, message: `${call.id}: no answer within ${requestTimeoutMs} ms` });
    }
    if (failure.status === 'FETCH_ERROR') {
      if (api.signal.aborted) return error({ code: 'aborted', callId: call.id, message: `${call.id}: canceled` });
      return error({ code: 'network', callId: call.id, message: `${call.id}: ${failure.error}` });
    }
    if (failure.status === 'PARSING_ERROR') {
      if (failure.originalStatus === 401) {
        extra.onUnauthorized();
        return error({ code: 'unauthorized', status: 401, callId: call.id, message: `${call.id}: session expired` });
      }
      return error({ code: 'parse', status: failure.originalStatus, callId: call.id, message: `${call.id}: body is not JSON (HTTP ${failure.originalStatus})` });
    }
    if (failure.status === 'CUSTOM_ERROR') {
      return error({ code: 'unknown', callId: call.id, message: `${call.id}: ${failure.error}` });
    }
    if (failure.status === 401 || isUnauthorizedBody(failure.data)) {
      extra.onUnauthorized();
      return error({ code: 'unauthorized', status: 401, callId: call.id, message: `${call.id}: session expired` });
    }
    const body = v.safeParse(ErrorBody, failure.data);
    return error({
      code: 'server',
      status: failure.status,
      callId: call.id,
      message: `${call.id}: HTTP ${failure.status}`,
      serverMessage: body.success ? body.output.message : undefined,
      fieldErrors: body.success ? body.output.errors : undefined,
    });
  }

  const status = result.meta?.response?.status ?? 200;
  if (isUnauthorizedBody(result.data)) {
    extra.onUnauthorized();
    return error({ code: 'unauthorized', status: 401, callId: call.id, message: `${call.id}: session expired` });
  }
  const failureBody = v.safeParse(ErrorBody, result.data);
  if (failureBody.success) {
    return error({
      code: 'server',
      status,
      callId: call.id,
      message: `${call.id}: success false`,
      serverMessage: failureBody.output.message,
      fieldErrors: failureBody.output.errors,
    });
  }

  const parsed = v.safeParse(call.response, result.data);
  if (!parsed.success) {
    return error({ code: 'contract', status, callId: call.id, message: `${call.id}: response breaks the contract: ${describeIssues(parsed.issues)}` });
  }
  // Only a call that needs a session proves there is one again (a signed-out page loads the translations too).
  if (!isSessionlessPath(call.path)) extra.onAuthorized();
  const output = parsed.output as { data?: unknown };
  return { data: output.data, meta: result.meta };
};
