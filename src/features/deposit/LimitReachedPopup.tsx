import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Muted } from '@/shared/ui/layout';
import { formatMoney } from '@/shared/format/money';
import { Popup } from '@/shared/ui/Popup';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { limitMessages } from './limitMessages';

registerMessages(limitMessages);

export interface LimitReachedPopupProps {
  price: number;
  available: number;
  currency: string;
  onClose: () => void;
}

/** Responsible play: why a package above today's remaining deposit limit cannot be bought. */
export function LimitReachedPopup({ price, available, currency, onClose }: LimitReachedPopupProps) {
  const t = useT();
  return (
    <Popup title={t('deposit.limit.title')} onClose={onClose}>
      <Muted>
        {t('deposit.limit.text', { price: formatMoney(price, currency), available: formatMoney(available, currency) })}
      </Muted>
      <Button onClick={onClose}>{t('deposit.limit.ok')}</Button>
    </Popup>
  );
}
