/**
 * The fair baseline remote (`npm run bench` builds it into dist/fair-remote/): built exactly like the real remote
 * (test/bench/benchRemoteConfig.ts); its screen lives in one lazy chunk and makes one API call (the packages, the
 * call the cashier's deposit screen makes) before rendering. The ratio cashier/fair is the cost of the cashier over
 * the least a federated screen with data must do.
 */
import { benchRemoteConfig } from '../benchRemoteConfig';

export default benchRemoteConfig('fair-remote');
