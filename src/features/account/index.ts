import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The account area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const account: FeatureManifest = {
  id: 'account',
  routes: [
    { id: 'account', path: 'account/', flow: 'account', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
