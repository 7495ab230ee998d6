import type { FeatureManifest } from '@/shared/navigation/manifest';
import { titleMessages } from './titleMessages';

/**
 * The history area (docs/architecture.md, "The manifest"): the transactions by direction, page by page, and the
 * cancel of a pending redemption. The screen, its English and the virtual list ride in the "history" chunk.
 */
export const history: FeatureManifest = {
  id: 'history',
  routes: [
    {
      id: 'history',
      path: 'history/',
      flow: 'history',
      screen: () => import(/* webpackChunkName: "history" */ './HistoryScreen'),
    },
  ],
  titles: titleMessages,
  messages: () => import(/* webpackChunkName: "history" */ './messages').then((module) => module.messages),
};
