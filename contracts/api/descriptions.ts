import type { CallId } from './registry';

/**
 * What each call does, in one English line: the sandbox's call list, the contract tests and docs/product/calls.md
 * read it. The cashier never does, so nothing in src/ imports this file and it is not in the remote's bundle
 * (docs/architecture.md, "Contracts"). A `Record` over every call id: a call without a line fails to compile.
 * The three additions to the platform's calls (`SPEC_ADDITIONS` in registry.ts) start with "ADDITION".
 */
export const callDescriptions: Readonly<Record<CallId, string>> = {
  'app.getAppInit':
    'App-init data: terms the player must still accept (termsRequirement, empty when none) and the signed-in player.',
  'cash.getAppCash':
    'Cash-area data: balance and winnings, fin-operations status, switch strategies, gift-card flags, daily-limit figures.',
  'deposit.checkDeposit':
    'Status of a deposit by paymentId (pending, success, failed) with amount, coins, bonus, new balance, failure text, follow-up.',
  'deposit.checkPaypal':
    'Captures an approved PayPal order (paymentId, orderId); returns the deposit status and any failure text.',
  'deposit.createDeposit':
    'Starts a deposit (preset or promo offer, method, optional location, idempotencyKey); returns paymentId, status, redirect.',
  'deposit.getCards':
    'Packages on sale (id, price, coins, bonus, label, orderSummary) for presetId or promoOfferPresetId, with the preselected one.',
  'deposit.getDepositMethods': 'Deposit-method details (kind, min and max amount), all or only method_id.',
  'deposit.getInputMethods':
    'Deposit methods for presetId/offerType: methods with ids, card widget URL, saved cards, Trustly providers, cashCardLimit.',
  'deposit.getLightCash': 'Quick (light) deposit: whether it is offered, its presets and the last used method id.',
  'deposit.getPromoOfferConstructor':
    "The player's promo offer (id, promoOfferPresetId, promoType, presets, end), or null when none.",
  'deposit.initPaypal':
    'Starts a PayPal deposit (preset or promo offer, idempotencyKey); returns paymentId, PayPal orderId and approvalUrl.',
  'deposit.payByCard':
    'Pays a deposit by card (widget token or saved card, idempotencyKey); returns paymentId, status, resultCode, 3DS redirect.',
  'deposit.removeMethod': 'Removes a saved card or Trustly account (methodType, tokenId); returns the removed tokenId.',
  'deposit.requestTrustpilotInvitation':
    'Asks for a Trustpilot review invitation after a successful deposit (paymentId); returns whether sent and the link.',
  'deposit.validateApplePayMerchant':
    'ADDITION (ours: docs/product/calls.md#additions-to-the-spec): a merchant session from Apple for the validationURL of the Apple Pay sheet; returned opaque.',
  'fraud.checkIdentityMatch':
    'Identity-match (and geo) check before an action such as cash-open, deposit or redeem; returns allowed, restricted or review.',
  'fraud.getAntifraudBaseMatch':
    'Checks the player against the antifraud base; returns allowed, restricted or review with a reason.',
  'fraud.initKountPayment':
    'Starts a Kount session before a payment; returns merchantId, sessionId and environment for the device-data collector.',
  'history.cancelTransaction':
    'Cancels a pending redemption (no body); returns the transaction, now canceled, and the balance with the money back.',
  'history.getHistory':
    'One page of transactions (mode in, out or all; page from 1) in data.items, with page, pageCount and totalItems.',
  'i18n.getMessages': 'Cash-area messages of one language as flat dotted key → text.',
  'i18n.getTranslations': 'Cash-area translations of one language as flat dotted key → text, merged over the messages.',
  'paynup.confirmAmazonGiftCard':
    'Confirms redemption to the Amazon Cash gift-card account (no body); returns isConfirmedRedemptionToAmazonGiftCard.',
  'paynup.getPaynupProducts':
    'Gift-card catalogue: carrierId and products (id, name, logo and images, enabled, presets of id and price).',
  'paynup.queryPaynup':
    'GraphQL-style query (query, variables) for the inputs of a gift-card product; returns productInputs with rules.',
  'player.getProfile':
    "The player's profile: login, email with its confirmation, personal and address fields, verification status, currency.",
  'player.specifyDailyLimit':
    'Sets (or, with null, removes) the daily deposit limit; returns the responsible-play figures (limitSum, playerLimit, …).',
  'player.updatePlayer':
    'Saves the identity details the verification flow asks for (name, birth date, address, phone); returns the updated profile.',
  'player.updateProfile':
    'Saves account-screen edits (email, phone, address; at least one); returns the updated profile.',
  'player.updateSsn':
    'Stores the SSN (4 or 9 digits) and runs the identity check; returns the verification state and any IDology questions.',
  'player.uploadDocument':
    'Uploads one identity document (base64, JPEG/PNG/PDF, ≤ 10 MiB, optional idempotencyKey); returns the document id and verification status.',
  'redeem.createAchAptPayWithdrawal':
    'Redeems winnings by ACH through AptPay (amount, destination, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.createAchWithdrawal':
    'Redeems winnings by ACH (amount, destination, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.createAptPayWithdrawal':
    'Redeems winnings by AptPay (amount, destination, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.createCardWithdrawal':
    'Redeems winnings by card (amount, destination, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.createOutput':
    'Redeems winnings by a method (amount, methodId, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.createOutputByRequisite':
    'Redeems winnings with requisites (field name → value) for the method; returns the pending out transaction and balance.',
  'redeem.createTrustlyWithdrawal':
    'Redeems winnings by Trustly (amount, destination, idempotencyKey); returns the pending out transaction and the balance.',
  'redeem.getAchAptPayWithdrawProviders':
    'ACH (AptPay) payout destinations with redeemable winnings and min/max amount.',
  'redeem.getAchWithdrawProviders': 'ACH payout destinations with redeemable winnings and min/max amount.',
  'redeem.getAptPayWithdrawProviders': 'AptPay payout destinations with redeemable winnings and min/max amount.',
  'redeem.getAvailableRedeemOffers':
    'Offers available at redemption (cost in winnings, coins/bonus reward, end), possibly none.',
  'redeem.getCardWithdrawProviders': 'Card payout destinations with redeemable winnings and min/max amount.',
  'redeem.getFiservPaypalOutputMethods':
    'PayPal accounts saved for payouts through Fiserv (id, masked email, default flag).',
  'redeem.getOutputMethods': 'Redemption methods (kind, limits, fee, requisite fields) and the redeemable winnings.',
  'redeem.getTrustlyWithdrawProviders': 'Trustly payout destinations with redeemable winnings and min/max amount.',
  'redeem.removeWithdrawIdentity':
    'Removes a saved payout destination (method, providerId); returns the removed providerId.',
  'rewards.getDepositStreakInfo': 'Deposit streak: active flag, skin, current step, steps with rewards, end.',
  'rewards.getMoneyBoxInfo': 'Money box: active flag, amount held, capacity, whether it can be collected, unlock time.',
  'rewards.getScratchCardLottery': "The player's scratch cards (id, status, prize, end).",
  'rewards.getStaticInfo':
    'ADDITION (ours: docs/product/calls.md#additions-to-the-spec): static info entries (deposit-streak skins, magic box, rank league, seasons, scratch card): kind, id, title, text, image and its size.',
  'rewards.receiveFreeCoins':
    'Claims the free coins when available; returns whether received, coins, next availability and the balance.',
  'survey.submitSurveyAnswers':
    'ADDITION (ours: docs/product/calls.md#additions-to-the-spec): stores survey answers (context, one answer per question); no result data.',
  'switchAccount.checkSwitchCode':
    'Confirms the switch (confirm_code, flow); returns success, the new login and a message. (Path assumed: the platform call list is not certain of it; docs/product/calls.md.)',
  'switchAccount.sendSwitchCode':
    'Emails a switch-account code for flow; returns success and attemptsCountLeft. (Path assumed: the platform call list is not certain of it; docs/product/calls.md.)',
  'verification.checkIdologyAnswers':
    'Checks the answers to the IDology questions; returns the verification status, reason and any follow-up questions.',
  'verification.getVerificationToken':
    'A short-lived token and the document-scan URL (scanDocUrl) for identity verification, with its expiry.',
  'winningsToEntries.convertWinningsToEntries':
    'Converts an amount of winnings to entries (idempotencyKey); returns the entries granted and the new balance.',
  'winningsToEntries.getWinningsToEntries':
    'Winnings-to-entries conversion: available winnings, entries per unit, min/max amount and preset amounts.',
};

/** The line for the call `id` (a string from the wire or a test), or undefined when no registered call has that id. */
export function describeCall(id: string): string | undefined {
  return Object.entries(callDescriptions).find(([key]) => key === id)?.[1];
}
