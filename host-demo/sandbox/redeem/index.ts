import * as paynup from '../../../contracts/api/paynup';
import * as redeem from '../../../contracts/api/redeem';
import type { SandboxArea } from '../area';
import { redeemHandlers } from './routes';

const providers = ['data.providers[].label', 'data.providers[].maskedAccount'];

/** Redemption: methods, payout destinations, offers, the gift-card catalogue and the Amazon Cash account. */
export const redeemArea: SandboxArea = {
  name: 'redeem',
  handlers: redeemHandlers,
  shownText: {
    [redeem.getOutputMethods.id]: ['data.methods[].title', 'data.methods[].requisiteFields[].label'],
    [redeem.getAvailableRedeemOffers.id]: ['data.offers[].title', 'data.offers[].description'],
    [redeem.getFiservPaypalOutputMethods.id]: ['data.methods[].email'],
    [redeem.getCardWithdrawProviders.id]: providers,
    [redeem.getAchWithdrawProviders.id]: providers,
    [redeem.getTrustlyWithdrawProviders.id]: providers,
    [redeem.getAptPayWithdrawProviders.id]: providers,
    [redeem.getAchAptPayWithdrawProviders.id]: providers,
    [paynup.getPaynupProducts.id]: ['data.products[].name'],
    [paynup.queryPaynup.id]: ['data.productInputs[].label'],
  },
};
