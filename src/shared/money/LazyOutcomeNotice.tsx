import { lazyPart } from '@/shared/lazy/lazyPart';
import type { OutcomeNoticeProps } from './OutcomeNotice';

/**
 * The outcome notice for a first screen, in the `money-run` chunk (loadRun.ts) rather than the screen's: a notice
 * only ever shows what a run or the intent book told (an answer lost, a lost one kept from before), and both are
 * that chunk, so it is in by the time a notice is due and renders in the next commit. Screens whose first screen
 * is not at stake (the payment step, the popups) import `OutcomeNotice` itself.
 */
const notice = lazyPart<OutcomeNoticeProps>(() =>
  import(/* webpackChunkName: "money-run" */ './OutcomeNotice').then((module) => module.OutcomeNotice),
);

export const LazyOutcomeNotice = notice.Part;
