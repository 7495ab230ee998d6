import { setupServer } from 'msw/node';
import type * as v from 'valibot';
import { successEnvelope, type CallContract } from '@contracts/http';

/*
 * For the tests of the API layer itself (baseQuery, the store): calls of their own and an MSW server with no
 * handlers, where each test serves what it needs (the cashier's screens use the sandbox instead: ./sandbox.ts).
 */

/** A test's own GET call of `path`, answered with `item` in the success envelope. */
export const testGetCall = <TItem extends v.GenericSchema>(id: string, path: string, item: TItem) =>
  ({
    id,
    method: 'GET',
    path,
    query: undefined,
    body: undefined,
    response: successEnvelope(item),
  }) as const satisfies CallContract;

/** A test's own POST call of `path` with a JSON `body`, answered with `item` in the success envelope. */
export const testPostCall = <TBody extends v.GenericSchema, TItem extends v.GenericSchema>(
  id: string,
  path: string,
  body: TBody,
  item: TItem,
) =>
  ({
    id,
    method: 'POST',
    path,
    query: undefined,
    body,
    response: successEnvelope(item),
  }) as const satisfies CallContract;

/**
 * An MSW server for this file that fails on any request no test served, its handlers reset after each test; and
 * `stops`, what a test started (a store, a listener) and is stopped after it.
 * Call it at the top level of the test file.
 */
export function setUpTestServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  return { server, stops };
}
