import { useId } from 'react';
import type { CardPreset } from '@contracts/api/deposit';
import { useT } from '@/shared/i18n/useT';
import { List, Muted, Row, Strong, Tile } from '@/shared/ui/layout';
import { formatCoins, formatMoney } from '@/shared/format/money';

export interface PackageListProps {
  presets: readonly CardPreset[];
  currency: string;
  /** What may still be deposited today; null when no limit applies. */
  available: number | null;
  selectedId?: string | null;
  onSelect: (preset: CardPreset) => void;
  /** A package above the daily limit was chosen. */
  onLimitReached: (preset: CardPreset) => void;
  label: string;
}

/** The packages on sale, each with its coins and price, its label, and its bonus when it has one; one button per package. */
export function PackageList({ presets, currency, available, selectedId, onSelect, onLimitReached, label }: PackageListProps) {
  const t = useT();
  // Two lists can hold the same package (quick deposit and all packages): ids stay unique per list.
  const listId = useId();
  if (presets.length === 0) return <Muted>{t('deposit.package.empty')}</Muted>;
  return (
    <List aria-label={label}>
      {presets.map((preset) => {
        const overLimit = available !== null && preset.price > available;
        const summaryId = `${listId}-${preset.id}-summary`;
        const { bonus, total } = preset.orderSummary;
        // The coins and the price are on the tile's first line: the summary adds only a bonus (never "+ 0 bonus")
        // and the limit.
        const summary = [
          bonus > 0 ? t('deposit.package.bonus', { bonus: formatCoins(bonus), total: formatCoins(total) }) : '',
          overLimit ? t('deposit.package.overLimit') : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={preset.id}>
            <Tile
              $selected={preset.id === selectedId}
              aria-disabled={overLimit || undefined}
              aria-describedby={summary ? summaryId : undefined}
              onClick={() => (overLimit ? onLimitReached(preset) : onSelect(preset))}
            >
              <Row>
                <Strong>{t('deposit.package.coins', { coins: formatCoins(preset.coins) })}</Strong>
                <span>{formatMoney(preset.price, currency)}</span>
              </Row>
              {preset.label && <Muted as="span">{preset.label}</Muted>}
              {summary && (
                <Muted as="span" id={summaryId}>
                  {summary}
                </Muted>
              )}
            </Tile>
          </li>
        );
      })}
    </List>
  );
}
