import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The responsible-play area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const responsiblePlay: FeatureManifest = {
  id: 'responsible-play',
  routes: [
    { id: 'playResponsible', path: 'play-responsible/', flow: 'responsible-play', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
