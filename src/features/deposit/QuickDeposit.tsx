import { useEffect } from 'react';
import styled from 'styled-components';
import type { Package, QuickDepositData, QuickDepositLastMethod } from './api';
import type { Translate } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Heading, Muted } from '@/shared/ui/layout';
import { depositByMoneyPath } from './depositPaths';
import { BadgeSpot, Coins, Grid, PackageCard, PackageList, Price } from './PackageList';
import { token } from '@/shared/ui/theme';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { cardBrandMessages } from './cardBrandMessages';
import { quickMessages } from './quickMessages';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';

// In the deposit chunk with the package list (DepositScreen.tsx): its English comes with it.
registerMessages({ ...quickMessages, ...cardBrandMessages });

export interface QuickDepositProps {
  /** The light-cash answer (undefined while it loads or when it failed). */
  data: QuickDepositData | undefined;
  /** Why it failed, if it did. */
  error: unknown;
  /** What may still be deposited today; null when no limit applies. */
  available: number | null;
  onLimitReached: (preset: Package) => void;
}

/**
 * The quick ("light") deposit of GET /rest/cash/input/light-cash/: when the server offers it, its packages,
 * each going straight to the payment method used last. It is a shortcut: every package is in the full list
 * below, so a failed load degrades silently (logged, the section left out) rather than putting an error in
 * front of a screen that works without it. While it loads the section is simply not there yet.
 */
export function QuickDeposit({ data, error, available, onLimitReached }: QuickDepositProps) {
  const t = useT();
  const navigate = useCashNavigate();
  useEffect(() => {
    if (error) logger.warn('quick deposit (light-cash) not shown: it could not be loaded', error);
  }, [error]);

  if (!data || !data.isAvailable || data.presets.length === 0) return null;
  const lastMethodId = data.lastMethodId ?? undefined;
  return (
    <Section aria-labelledby="deposit-quick-heading">
      <Heading id="deposit-quick-heading">{t('deposit.quick.heading')}</Heading>
      {lastMethodId !== undefined && <Muted>{describeLastMethod(t, data.lastMethod)}</Muted>}
      <PackageList
        label={t('deposit.quick.heading')}
        presets={data.presets}
        currency={data.currency}
        available={available}
        onSelect={(preset) => navigate(depositByMoneyPath(preset.id, preset.offerType, lastMethodId))}
        onLimitReached={onLimitReached}
      />
    </Section>
  );
}

/** The quick packages as one-line shortcuts: coins and price on a line, the bonus under them, no badge. */
const Section = styled.section`
  display: grid;
  gap: 8px;
  ${Grid} {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  ${PackageCard} {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: baseline;
    min-height: 48px;
    padding: 8px 12px;
    border-radius: ${token('radius')};
  }
  ${Coins} {
    font-size: ${token('fontSizeBody')};
  }
  ${Price} {
    order: 0;
    margin: 0;
    padding: 0;
    background: none;
    color: inherit;
  }
  ${BadgeSpot} {
    display: none;
  }
`;

/**
 * "Pays with Visa **** 4242, the card you used last." when the server names the method (and card), else the
 * unnamed "Goes straight to the payment method you used last." (docs/product/deposit.md#quick-deposit).
 */
export function describeLastMethod(t: Translate, method: QuickDepositLastMethod | null | undefined): string {
  if (!method) return t('deposit.quick.lastMethod');
  if (method.card) {
    const card = `${t(`deposit.card.brand.${method.card.brand}`)} ${method.card.maskedNumber}`;
    return t('deposit.quick.lastCard', { card });
  }
  return t('deposit.quick.lastNamedMethod', { method: method.title });
}
