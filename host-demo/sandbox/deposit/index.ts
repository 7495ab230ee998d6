import {
  checkDeposit,
  checkPaypal,
  createDeposit,
  getCards,
  getInputMethods,
  getLightCash,
  getPromoOfferConstructor,
  payByCard,
} from '../../../contracts/api/deposit';
import type { SandboxArea } from '../area';
import { depositHandlers } from './routes';

/** Packages, methods, payments by every method and their results; the card provider's widget lives in widget/. */
export const depositArea: SandboxArea = {
  name: 'deposit',
  handlers: depositHandlers,
  shownText: {
    [getCards.id]: ['data.presets[].label'],
    [getLightCash.id]: ['data.presets[].label'],
    [getPromoOfferConstructor.id]: ['data.offer.title', 'data.offer.description', 'data.offer.presets[].label'],
    [getInputMethods.id]: ['data.methods[].title', 'data.trustlyProviders[].bankName'],
    [createDeposit.id]: ['data.failedMessageText'],
    [payByCard.id]: ['data.failedMessageText'],
    [checkDeposit.id]: ['data.failedMessageText'],
    [checkPaypal.id]: ['data.failedMessageText'],
  },
};
