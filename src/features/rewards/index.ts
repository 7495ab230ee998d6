import type { FeatureManifest } from '@/shared/navigation/manifest';

/**
 * Rewards (docs/product/rewards.md): no route of its own; two lazy parts in the deposit screens' slots — the
 * rewards panel below the packages and the streak progress with the scratch card on the success screen.
 */
export const rewards: FeatureManifest = {
  id: 'rewards',
  routes: [],
  titles: {},
  slots: {
    'deposit.packages': () => import(/* webpackChunkName: "rewards" */ './PackagesSlot'),
    'deposit.success': () => import(/* webpackChunkName: "rewards-success" */ './SuccessSlot'),
  },
};
