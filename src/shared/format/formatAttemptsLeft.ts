import { registerMessages } from '@/shared/i18n/bundledMessages';
import type { Translate } from '@/shared/i18n/translate';
import { formatNumber } from './number';

/** Its bundled English, with the code that shows it (only the suspended flow does), not in every first screen. */
export const attemptsMessages = { 'format.attemptsLeft': '{n} attempts left' };
registerMessages(attemptsMessages);

/**
 * docs/product/constants.md#attempts-text: "{n} attempts left" through the `format.attemptsLeft` key, with `n` formatted like every other
 * number. A count below zero or not whole is shown as the whole number ≥ 0 it stands for.
 */
export function formatAttemptsLeft(t: Translate, attempts: number): string {
  const n = Number.isFinite(attempts) ? Math.max(0, Math.floor(attempts)) : 0;
  return t('format.attemptsLeft', { n: formatNumber(n) });
}
