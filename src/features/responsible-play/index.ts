import type { FeatureManifest } from '@/shared/navigation/manifest';
import { titleMessages } from './titleMessages';

/**
 * The responsible-play area (docs/architecture.md, "The manifest"; docs/product/responsible-play.md): the daily
 * deposit limit. The screen registers its own English (messages.ts) in its chunk; the limit-reached popup stays
 * deposit's.
 */
export const responsiblePlay: FeatureManifest = {
  id: 'responsible-play',
  routes: [
    {
      id: 'playResponsible',
      path: 'play-responsible/',
      flow: 'responsible-play',
      screen: () => import(/* webpackChunkName: "responsible-play" */ './DailyDepositLimitScreen'),
      skeleton: 'form',
    },
  ],
  titles: titleMessages,
};
