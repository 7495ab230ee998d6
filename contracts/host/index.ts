/**
 * The host-facing contract (semver): `CashierApp` props, the event bus, the `mount` API and the cash routes a host
 * may open.
 * Types only, no runtime imports, so a host can depend on it without the schema library. The package's one runtime
 * file, the host's first-screen plugin, is its own entry (`@cashier/host-contracts/first-screen`, firstScreen.ts).
 * See docs/architecture.md ("Public contract").
 */
export * from './events';
export * from './props';
export * from './mount';
export * from './routes';
