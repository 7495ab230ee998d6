import { useId } from 'react';
import styled from 'styled-components';
import type { RedeemOffer } from '@contracts/api/redeemMethods';
import { getEventBus } from '@/shared/events/bus';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { List, Muted, Strong } from '@/shared/ui/layout';
import { token } from '@/shared/ui/theme';

const OfferCard = styled.article`
  display: grid;
  gap: ${token('space1')};
  padding: ${token('space3')} ${token('space4')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};

  & > button {
    justify-self: start;
    margin-top: ${token('space2')};
  }
`;

/**
 * One offer. The cashier has no call that takes an offer, so the card says how to take one, with support, and its
 * button opens the host's support chat (`open-support-chat`, source `redeem-offer:<id>`): an offer on screen always
 * has a way forward (docs/product/redeem.md#redeem-offers).
 */
function OfferItem({ offer, currency }: { offer: RedeemOffer; currency: string }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const titleId = useId();
  return (
    <OfferCard aria-labelledby={titleId}>
      <Strong id={titleId}>{offer.title}</Strong>
      {offer.description !== null && <Muted>{offer.description}</Muted>}
      <Muted>
        {t('redeem.offers.item', {
          cost: formatMoney(offer.cost, currency),
          coins: formatCoins(offer.reward.coins),
          bonus: formatCoins(offer.reward.bonus),
        })}
      </Muted>
      {offer.expiresAt !== null && <Muted>{t('redeem.offers.ends', { date: formatDateTime(offer.expiresAt) })}</Muted>}
      <Button
        variant="secondary"
        aria-describedby={titleId}
        onClick={() => getEventBus().emit('open-support-chat', { source: `redeem-offer:${offer.id}` })}
      >
        {t('redeem.offers.ask')}
      </Button>
    </OfferCard>
  );
}

/** The offers' cards (a part of redeem/ in its own chunk: lazyOffers.ts). */
export function OfferList({ offers, currency }: { offers: RedeemOffer[]; currency: string }) {
  return (
    <List>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferItem offer={offer} currency={currency} />
        </li>
      ))}
    </List>
  );
}
