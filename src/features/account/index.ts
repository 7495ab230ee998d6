import type { FeatureManifest } from '@/shared/navigation/manifest';
import { ACCOUNT_PATH } from './parts';
import { titleMessages } from './titleMessages';

/**
 * The account area (docs/architecture.md, "The manifest"; docs/product/account.md): the profile, and its contact
 * fields and the SSN each on a page of their own. The screen registers its own English (messages.ts) in its chunk,
 * the forms theirs (partMessages.ts) in theirs.
 */
export const account: FeatureManifest = {
  id: 'account',
  routes: [
    {
      id: 'account',
      // account/<part>: a part's form (parts.ts); Back returns to the profile.
      path: 'account/:part?',
      example: ACCOUNT_PATH,
      up: (params) => (params.part === undefined ? undefined : ACCOUNT_PATH),
      flow: 'account',
      screen: () => import(/* webpackChunkName: "account" */ './AccountScreen'),
      skeleton: 'form',
    },
  ],
  titles: titleMessages,
};
