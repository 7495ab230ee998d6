import type { FeatureManifest } from '@/shared/navigation/manifest';
import { placeholderScreen } from '@/shared/navigation/placeholder';
import { titleMessages } from './titleMessages';

/**
 * The verification area (docs/architecture.md, "The manifest"). PLACEHOLDER: its screens are not built yet; each route
 * shows the shared placeholder screen, which says so, until the area's issue replaces the loaders below.
 */
export const verification: FeatureManifest = {
  id: 'verification',
  routes: [
    { id: 'verification', path: 'verification/', flow: 'verification', screen: placeholderScreen() },
    { id: 'verificationStatus', path: 'verification-status/', flow: 'verification', screen: placeholderScreen() },
  ],
  titles: titleMessages,
};
