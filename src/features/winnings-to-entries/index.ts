import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The winnings-to-entries area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const winningsToEntries: FeatureManifest = {
  id: 'winnings-to-entries',
  routes: [
    { id: 'winningsToEntries', path: 'winnings-to-entries/', flow: 'winnings', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
