import { useId } from 'react';
import styled from 'styled-components';
import type { Package } from './api';
import { useT } from '@/shared/i18n/useT';
import { Badge } from '@/shared/ui/Badge';
import { Skeleton } from '@/shared/ui/Skeleton';
import { List, Muted, Tile } from '@/shared/ui/layout';
import { token } from '@/shared/ui/theme';
import { formatCoins, formatMoney } from '@/shared/format/money';

export interface PackageListProps {
  presets: readonly Package[];
  currency: string;
  /** What may still be deposited today; null when no limit applies. */
  available: number | null;
  selectedId?: string | null;
  onSelect: (preset: Package) => void;
  /** A package above the daily limit was chosen. */
  onLimitReached: (preset: Package) => void;
  label: string;
}

/** A package card's height: the skeleton reserves it (PackageListSkeleton). */
const CARD_MIN_HEIGHT = 148;

/** Cards of at least 140 px: two columns in the dialog at 375 and at 1280 px (480 px wide), more where it is wider. */
export const Grid = styled(List)`
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
`;

/**
 * The package's card, on the kit's tile: the coins, a badge on its top edge, the bonus when there is one, and the
 * price as the call to action at its foot. The quick deposit restyles them as one-line shortcuts (QuickDeposit.tsx).
 */
export const PackageCard = styled(Tile)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  height: 100%;
  min-height: ${CARD_MIN_HEIGHT}px;
  padding: 32px 12px 12px;
  border-radius: ${token('radiusLarge')};
  &:hover:not([aria-disabled='true']) {
    border-color: ${token('colorPrimary')};
  }
`;

export const Coins = styled.strong`
  font-size: ${token('fontSizeTitle')};
`;

const Note = styled.span`
  grid-column: 1 / -1;
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

/** The package's label ("Most popular"): a badge on the card's top edge. */
export const BadgeSpot = styled.span`
  position: absolute;
  top: 8px;
  left: 12px;
`;

/** The price, drawn as the card's call to action (the whole card is the one button); last, at the card's foot. */
export const Price = styled.span`
  order: 1;
  align-self: stretch;
  margin-top: auto;
  padding: 8px;
  border-radius: ${token('radiusPill')};
  background: ${token('colorPrimary')};
  color: ${token('colorOnPrimary')};
  font-weight: 700;
  text-align: center;
`;

/**
 * The packages on sale, one button each: its coins, its price, its label and its bonus when it has one
 * (docs/product/deposit.md#packages), as cards in a responsive grid.
 */
export function PackageList({
  presets,
  currency,
  available,
  selectedId,
  onSelect,
  onLimitReached,
  label,
}: PackageListProps) {
  const t = useT();
  // Two lists can hold the same package (quick deposit and all packages): ids stay unique per list.
  const listId = useId();
  if (presets.length === 0) return <Muted>{t('deposit.package.empty')}</Muted>;
  return (
    <Grid aria-label={label}>
      {presets.map((preset) => {
        const overLimit = available !== null && preset.price > available;
        const summaryId = `${listId}-${preset.id}-summary`;
        const { bonus, total } = preset.orderSummary;
        // The coins and the price are said once: the summary adds only a bonus (never "+ 0 bonus") and the limit.
        const summary = [
          bonus > 0 ? t('deposit.package.bonus', { bonus: formatCoins(bonus), total: formatCoins(total) }) : '',
          overLimit ? t('deposit.package.overLimit') : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={preset.id}>
            <PackageCard
              $selected={preset.id === selectedId}
              aria-disabled={overLimit || undefined}
              aria-describedby={summary ? summaryId : undefined}
              onClick={() => (overLimit ? onLimitReached(preset) : onSelect(preset))}
            >
              <Coins>{t('deposit.package.coins', { coins: formatCoins(preset.coins) })}</Coins>
              {/* After the coins in the name ("50 coins, Most popular, …"); drawn on the card's top edge. */}
              {preset.label && (
                <BadgeSpot>
                  <Badge tone="accent">{preset.label}</Badge>
                </BadgeSpot>
              )}
              <Price>{formatMoney(preset.price, currency)}</Price>
              {summary && <Note id={summaryId}>{summary}</Note>}
            </PackageCard>
          </li>
        );
      })}
    </Grid>
  );
}

/**
 * The packages' place while they load: cards of the same size in the same grid, so nothing moves when they
 * arrive (docs/design-system.md#skeletons). Hidden from assistive technology; the screen says it is loading.
 */
export function PackageListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton width="100%" height={CARD_MIN_HEIGHT} radius="large" />
        </li>
      ))}
    </Grid>
  );
}
