/** The REST call contracts of docs/product/calls.md: one schema per request and response, and the registry of calls. */
export * from './calls';
export * from './registry';
