import { useState } from 'react';
import { GIFT_CARD_NAME } from '@contracts/api/paynup';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useT } from '@/shared/i18n/useT';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, Muted } from '@/shared/ui/layout';
import { Popup } from '@/shared/ui/Popup';
import { useConfirmAmazonGiftCardMutation } from './redeemCallsApi';
import type { RedeemMethodProps } from './methodProps';

/*
 * The catalogue and the product-input form only matter once the player opens Amazon Cash: their own chunk
 * (test/size/README.md), started when this method mounts.
 */
const LazyGiftCardForm = lazyPart(() =>
  import(/* webpackChunkName: "redeem-giftcard" */ '@/features/redeem/giftCard/GiftCardForm').then(
    (module) => module.default,
  ),
).Part;

/**
 * The Amazon Cash gift-card account (docs/product/redeem.md#amazon-cash-gift-card-account): the disclaimer where the
 * cash data says so, the confirmation popup only when the server asks and the account is not confirmed yet, then the
 * gift-card catalogue and form (giftCard/GiftCardForm.tsx).
 */
export function GiftCardMethod(props: RedeemMethodProps) {
  const t = useT();
  const cash = useGetCashDataQuery();
  const [confirm, confirmation] = useConfirmAmazonGiftCardMutation();
  const [dismissed, setDismissed] = useState(false);
  const flags = cash.data;
  const name = GIFT_CARD_NAME;
  const askToConfirm =
    flags !== undefined &&
    flags !== null &&
    flags.displayAmazonGiftCardPopup &&
    !flags.isConfirmedRedemptionToAmazonGiftCard &&
    !dismissed;
  return (
    <>
      {flags?.showGiftCardDisclaimer && <Muted>{t('redeem.giftCard.disclaimer', { name })}</Muted>}
      {confirmation.isSuccess && <Muted role="status">{t('redeem.giftCard.confirmed', { name })}</Muted>}
      <LazyGiftCardForm {...props} />
      {askToConfirm && (
        <Popup title={t('redeem.giftCard.popup.title', { name })} onClose={() => setDismissed(true)}>
          <Muted>{t('redeem.giftCard.popup.text', { name })}</Muted>
          <Actions>
            <Button disabled={confirmation.isLoading} aria-busy={confirmation.isLoading} onClick={() => void confirm()}>
              {t('redeem.giftCard.popup.confirm', { name })}
            </Button>
            <Button variant="secondary" onClick={() => setDismissed(true)}>
              {t('redeem.giftCard.popup.later')}
            </Button>
          </Actions>
          {confirmation.isError && <CallError error={confirmation.error} onRetry={() => void confirm()} />}
        </Popup>
      )}
    </>
  );
}
