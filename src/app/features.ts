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
 * Every area of the cashier, as the app mounts it. Adding an area is one line here (docs/architecture.md,
 * "Add an area"); nothing else in src/app knows about any area. Plain data and lazy loaders: Node reads it too.
 */
export const features: readonly FeatureManifest[] = [deposit, redeem, history, account, verification, responsiblePlay, winningsToEntries, suspended, rewards];
