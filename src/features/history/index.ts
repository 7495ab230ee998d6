import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The history area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const history: FeatureManifest = {
  id: 'history',
  routes: [
    { id: 'history', path: 'history/', flow: 'history', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
