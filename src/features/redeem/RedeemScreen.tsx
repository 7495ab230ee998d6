import { useEffect, useRef, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { logger } from '@/shared/log';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useParams } from 'react-router-dom';
import { CallError } from '@/shared/ui/CallError';
import styled from 'styled-components';
import { Amount } from '@/shared/ui/Amount';
import { Heading, List, Muted, Screen, ScreenHeading, Strong } from '@/shared/ui/layout';
import { token } from '@/shared/ui/theme';
import { MethodMark, MethodTile, type MethodGlyph } from '@/shared/ui/MethodMark';
import type { OutputMethodKind } from '@contracts/api/redeemMethods';
import { useGetRedeemMethodsQuery, useGetRedeemOffersQuery } from './api';
import { LazyMethodPanel, usePreloadMethodPanel } from './lazyMethodPanel';
import { LazyOfferList, usePreloadOfferList } from './lazyOffers';
import { redeemMethodPath } from './redeemPaths';

const Hero = styled.p`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 16px;
  border-radius: ${token('radius')};
  background: ${token('colorSurfaceRaised')};
`;

/** A payout method's name with its fee under it, beside its mark in the kit's method tile. */
const MethodText = styled.span`
  display: grid;
  gap: 2px;
`;

/** What each payout goes to: a card, a bank account (Trustly, ACH), a wallet (AptPay, PayPal), a gift card. */
const GLYPHS: Record<OutputMethodKind, MethodGlyph> = {
  card: 'card',
  trustly: 'bank',
  ach: 'bank',
  'ach-apt-pay': 'bank',
  'apt-pay': 'wallet',
  paypal: 'wallet',
  'amazon-gift-card': 'gift',
};

/**
 * The offers shown at redemption, when there are any (docs/product/redeem.md#redeem-offers). Their call starts with
 * the screen; their cards are a part in its own chunk (lazyOffers.ts), fetched once there are offers to show: they
 * sit under the method list, out of the first view.
 */
function RedeemOffers() {
  const t = useT();
  const offers = useGetRedeemOffersQuery();
  useEffect(() => {
    if (offers.isError) logger.warn('redeem offers could not be loaded; redeeming without them', offers.error);
  }, [offers.isError, offers.error]);
  // Offers are extra: without them (none, or the call failed) the redemption goes on as usual.
  const shown = offers.data !== undefined && offers.data.offers.length > 0 ? offers.data : undefined;
  usePreloadOfferList(shown !== undefined);
  if (!shown) return null;
  return (
    <section aria-labelledby="redeem-offers-heading">
      <Heading id="redeem-offers-heading">{t('redeem.offers.heading')}</Heading>
      <Muted>{t('redeem.offers.how')}</Muted>
      <LazyOfferList offers={shown.offers} currency={shown.currency} />
    </section>
  );
}

/**
 * `redeem/`: the redeemable winnings, the payout methods (each with its limits and fee), and the chosen method's
 * form (docs/product/redeem.md).
 */
export default function RedeemScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  const { methodId } = useParams();
  const methods = useGetRedeemMethodsQuery();
  const listRef = useRef<HTMLUListElement>(null);
  // The method whose form was open last: back on the list, focus returns to its tile.
  const [lastChosenId, setLastChosenId] = useState<string | null>(null);
  // The forms' chunk starts once the methods are there to choose from.
  usePreloadMethodPanel(methods.data !== undefined && methods.data.methods.length > 0);
  const chosen = methods.data?.methods.find((method) => method.id === methodId);
  if (chosen && chosen.id !== lastChosenId) setLastChosenId(chosen.id);
  const onList = methods.data !== undefined && chosen === undefined;
  useEffect(() => {
    if (!onList || lastChosenId === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-method="${CSS.escape(lastChosenId)}"]`)?.focus();
  }, [onList, lastChosenId]);

  if (methods.isLoading) return <ScreenSkeleton label={t('redeem.loading')} />;
  if (!methods.data) return <CallError error={methods.error} onRetry={() => void methods.refetch()} />;
  const { currency, redeemable } = methods.data;

  return (
    <Screen aria-labelledby="redeem-heading">
      <ScreenHeading id="redeem-heading">{t('redeem.heading')}</ScreenHeading>
      {/* The screen's hero: what the player can take out, read first. */}
      <Hero role="status">
        <Muted as="span">{t('redeem.hero.label')}</Muted>
        <Amount value={redeemable} currency={currency} size="display" />
        {redeemable <= 0 && <Muted as="span">{t('redeem.nothing')}</Muted>}
      </Hero>
      {chosen ? (
        // The method is in the URL (redeem/<id>): the header's Back returns to the list, a reload keeps the form.
        <LazyMethodPanel method={chosen} currency={currency} redeemable={redeemable} />
      ) : methods.data.methods.length === 0 ? (
        <Muted>{t('redeem.methods.none')}</Muted>
      ) : (
        <section aria-labelledby="redeem-methods-heading">
          <Heading id="redeem-methods-heading">{t('redeem.methods.heading')}</Heading>
          <List ref={listRef}>
            {methods.data.methods.map((method) => (
              <li key={method.id}>
                <MethodTile
                  type="button"
                  data-method={method.id}
                  disabled={redeemable <= 0}
                  onClick={() => navigate(redeemMethodPath(method.id))}
                >
                  <MethodMark glyph={GLYPHS[method.kind]} />
                  <MethodText>
                    <Strong>{method.title}</Strong>
                    {method.fee !== null && (
                      <Muted as="span">{t('redeem.method.fee', { fee: formatMoney(method.fee, currency) })}</Muted>
                    )}
                  </MethodText>
                </MethodTile>
              </li>
            ))}
          </List>
        </section>
      )}
      {/* The alternative to a payout, under the methods; not over a method's form, where the player has chosen. */}
      {!chosen && <RedeemOffers />}
    </Screen>
  );
}
