import { getAppCash, getAppInit } from '../../../contracts/api/app';
import { responsiblePlayFigures } from '../account/responsiblePlay';
import { handlerFor } from '../handler';

export const appHandlers = [
  handlerFor(getAppCash).player(({ player, now }) => ({
    playerBalance: { balance: player.balance, winnings: player.winnings, currency: player.currency },
    isShowHistory: player.isShowHistory,
    finOperations: {
      isAvailable: player.finOperationsAvailable,
      accountStatus: player.accountStatus,
      switchingAccountEmail: player.switchingAccountEmail,
    },
    switchAccountStrategies: { ...player.switchAccountStrategies },
    isConfirmedRedemptionToAmazonGiftCard: player.giftCard.confirmed,
    // The platform asks for the popup only while the account is unconfirmed (docs/product/redeem.md#amazon-cash-gift-card-account).
    displayAmazonGiftCardPopup: player.giftCard.displayPopup && !player.giftCard.confirmed,
    showGiftCardDisclaimer: player.giftCard.showDisclaimer,
    ...responsiblePlayFigures(player, now()),
  })),

  handlerFor(getAppInit).player(({ player }) => ({
    termsRequirement: player.termsRequirement.map((item) => ({ ...item })),
    player: { id: player.id, login: player.login },
  })),
];
