import { account } from '@/features/account';
import { deposit } from '@/features/deposit';
import { history } from '@/features/history';
import { redeem } from '@/features/redeem';
import { responsiblePlay } from '@/features/responsible-play';
import { rewards } from '@/features/rewards';
import { suspended } from '@/features/suspended';
import { verification } from '@/features/verification';
import { winningsToEntries } from '@/features/winnings-to-entries';
import type { FeatureManifest } from '@/shared/navigation/manifest';

/**
 * Every area of the cashier, as the app mounts it: an area's manifest is listed here, and nowhere else in src/app
 * (the other files a new area touches: docs/architecture.md, "Add an area"). Plain data and lazy loaders: Node reads
 * it too.
 */
export const features: readonly FeatureManifest[] = [
  deposit,
  redeem,
  history,
  account,
  verification,
  responsiblePlay,
  winningsToEntries,
  suspended,
  rewards,
];
