import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import type * as v from 'valibot';
import type { CallContract } from '@contracts/http';
import type { contractBaseQuery } from './baseQuery';
import type { ContractArgs } from './callContract';

type ContractBaseQuery = typeof contractBaseQuery;
type Builder<T extends string> = EndpointBuilder<ContractBaseQuery, T, 'api'>;

/** What the call answers: the `data` of its success envelope. */
export type ContractData<C extends CallContract> = v.InferOutput<C['response']> extends { data: infer D } ? D : never;

/** What the endpoint takes: the call's query-string values, else its body, else nothing. */
export type ContractArg<C extends CallContract> = C['query'] extends v.GenericSchema
  ? v.InferOutput<C['query']>
  : C['body'] extends v.GenericSchema
    ? v.InferOutput<C['body']>
    : void;

type QueryOptions<C extends CallContract, T extends string> = Partial<
  Pick<
    QueryDefinition<ContractArg<C>, ContractBaseQuery, T, ContractData<C>, 'api'>,
    'keepUnusedDataFor' | 'providesTags' | 'onQueryStarted'
  >
>;
type MutationOptions<C extends CallContract, T extends string> = Partial<
  Pick<
    MutationDefinition<ContractArg<C>, ContractBaseQuery, T, ContractData<C>, 'api'>,
    'invalidatesTags' | 'onQueryStarted'
  >
>;

/** The base query's arguments for one call: the endpoint's argument goes to the query string when the call has one, else to the body. */
const contractArgs =
  <C extends CallContract>(call: C) =>
  (arg: ContractArg<C>): ContractArgs => {
    // Cast: TypeScript cannot narrow ContractArg<C> from the runtime check above. When the call has a query schema
    // the argument is that schema's output, a flat object of string and number values (contracts/contracts.test.ts
    // checks it for every call with a query), which is what ContractArgs['query'] is.
    if (call.query) return { call, query: arg as ContractArgs['query'] };
    if (call.body) return { call, body: arg };
    return { call };
  };

/**
 * A query endpoint for one call contract, typed from the contract (its data, its query or body): the base query
 * validates the request and the answer against it. `options` adds the endpoint's cache settings.
 */
export const contractQuery = <C extends CallContract, T extends string>(
  build: Builder<T>,
  call: C,
  options: QueryOptions<C, T> = {},
) => build.query<ContractData<C>, ContractArg<C>>({ query: contractArgs(call), ...options });

/** A mutation endpoint for one call contract, typed from the contract; `options` adds its cache effects. */
export const contractMutation = <C extends CallContract, T extends string>(
  build: Builder<T>,
  call: C,
  options: MutationOptions<C, T> = {},
) => build.mutation<ContractData<C>, ContractArg<C>>({ query: contractArgs(call), ...options });
