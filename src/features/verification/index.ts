import type { FeatureManifest } from '@/shared/navigation/manifest';
import { titleMessages } from './titleMessages';
import { VERIFICATION_PATH } from './ways';

/**
 * The verification area (docs/architecture.md, "The manifest"; docs/product/account.md): the verification flow
 * (IDology questions, documents, document scan) and where verification stands. Each screen registers its English
 * (messages.ts) in its chunk.
 */
export const verification: FeatureManifest = {
  id: 'verification',
  routes: [
    {
      id: 'verification',
      // verification/<way>: a way's form (ways.ts); Back returns to the list of ways.
      path: 'verification/:way?',
      example: VERIFICATION_PATH,
      up: (params) => (params.way === undefined ? undefined : VERIFICATION_PATH),
      flow: 'verification',
      screen: () => import(/* webpackChunkName: "verification" */ './VerificationScreen'),
      skeleton: 'form',
    },
    {
      id: 'verificationStatus',
      path: 'verification-status/',
      flow: 'verification',
      screen: () => import(/* webpackChunkName: "verification-status" */ './VerificationStatusScreen'),
      skeleton: 'result',
    },
  ],
  titles: titleMessages,
};
