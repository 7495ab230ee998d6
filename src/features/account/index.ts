import type { FeatureManifest } from '@/shared/navigation/manifest';
import { titleMessages } from './titleMessages';

/**
 * The account area (docs/architecture.md, "The manifest"; docs/product/account.md): the profile, its contact
 * fields and the SSN. The screen registers its own English (messages.ts) in its chunk.
 */
export const account: FeatureManifest = {
  id: 'account',
  routes: [
    {
      id: 'account',
      path: 'account/',
      flow: 'account',
      screen: () => import(/* webpackChunkName: "account" */ './AccountScreen'),
      skeleton: 'form',
    },
  ],
  titles: titleMessages,
};
