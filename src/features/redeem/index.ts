import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The redeem area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const redeem: FeatureManifest = {
  id: 'redeem',
  routes: [
    { id: 'redeem', path: 'redeem/', flow: 'redeem', screen: placeholderScreen() },
    { id: 'redeemSuccess', path: 'redeem-success/', flow: 'results', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
