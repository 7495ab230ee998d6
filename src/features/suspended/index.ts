import type { FeatureManifest } from '@/shared/navigation/manifest';
import { CODE_STATE_KEY, suspendedCodeReducer } from './codeSlice';
import { titleMessages } from './titleMessages';

/**
 * The suspended-account area (docs/product/suspended.md). It has no route of its own: its gate takes every cash
 * screen over while the cash data says financial operations are not available (docs/architecture.md, "Gates").
 */
export const suspended: FeatureManifest = {
  id: 'suspended',
  routes: [],
  titles: titleMessages,
  // The e-mailed code's countdown, strategy and checks left outlive a close of the cashier (codeSlice.ts).
  reducers: { [CODE_STATE_KEY]: suspendedCodeReducer },
  gate: {
    id: 'suspended',
    applies: (cash) => !cash.finOperations.isAvailable,
    title: 'cash.title.suspended',
    screen: () => import(/* webpackChunkName: "suspended" */ './SuspendedScreen'),
  },
};
