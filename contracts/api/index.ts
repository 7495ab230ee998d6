/** The REST call contracts of docs/product/calls.md: one schema per request and response, and the registry of calls. */
export * from './common';
export * from './deviceGps';
export * from './forms';
export * from './app';
export * from './i18n';
export * from './player';
export * from './verification';
export * from './fraud';
export * from './deposit';
export * from './redeem';
export * from './winningsToEntries';
export * from './history';
export * from './paynup';
export * from './switchAccount';
export * from './rewards';
export * from './survey';
export * from './registry';
