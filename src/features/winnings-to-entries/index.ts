import type { FeatureManifest } from '@/shared/navigation/manifest';
import { titleMessages } from './titleMessages';

/**
 * The winnings-to-entries area (docs/architecture.md, "The manifest"): the rate, an amount and the idempotent
 * conversion. The screen and its English ride in the "winnings-to-entries" chunk.
 */
export const winningsToEntries: FeatureManifest = {
  id: 'winnings-to-entries',
  routes: [
    {
      id: 'winningsToEntries',
      path: 'winnings-to-entries/',
      flow: 'winnings',
      screen: () => import(/* webpackChunkName: "winnings-to-entries" */ './WinningsToEntriesScreen'),
      skeleton: 'form',
    },
  ],
  titles: titleMessages,
  messages: () => import(/* webpackChunkName: "winnings-to-entries" */ './messages').then((module) => module.messages),
};
