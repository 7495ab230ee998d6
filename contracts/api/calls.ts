/**
 * Every module of the REST contract (docs/product/calls.md): its schemas and its calls. The registry (registry.ts)
 * collects the calls from these exports, so a new module of calls is one line here and nothing in the registry.
 */
export * from './common';
export * from './deviceGps';
export * from './forms';
export * from './app';
export * from './i18n';
export * from './player';
export * from './dailyLimit';
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
