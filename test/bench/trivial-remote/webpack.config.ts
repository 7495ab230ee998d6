/**
 * The trivial federated remote the benchmarks compare the cashier against (`npm run build:trivial`, into
 * dist/trivial-remote/): built exactly like the real remote (test/bench/benchRemoteConfig.ts) but exposing one
 * component that renders one dialog, no lazy chunk, no API call. The ratio cashier/trivial in `npm run bench` is
 * the cost of the cashier itself over the federation baseline.
 */
import { benchRemoteConfig } from '../benchRemoteConfig';

export default benchRemoteConfig('trivial-remote');
