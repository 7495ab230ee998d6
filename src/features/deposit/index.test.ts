import { getCards, getLightCash } from '@contracts/api/deposit/packages';
import { getPromoOfferConstructor } from '@contracts/api/deposit/promoOffer';
import { EARLY_PATHS } from './index';

describe('the deposit manifest', () => {
  it('starts the first screen calls early by their contracts\u2019 paths (it names them without importing the schemas)', () => {
    expect(EARLY_PATHS).toEqual({
      packages: getCards.path,
      quickDeposit: getLightCash.path,
      offer: getPromoOfferConstructor.path,
    });
  });
});
