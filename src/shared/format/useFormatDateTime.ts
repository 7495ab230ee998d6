import { useI18n } from '@/shared/i18n/useI18n';
import { formatDateTime } from './date';

/**
 * `formatDateTime` in the cashier's language (docs/product/constants.md#date-format): what a screen calls to show a
 * moment, its time zone named, so no screen formats dates in English while the cashier speaks another language.
 */
export function useFormatDateTime(): (value: string | number | Date) => string {
  const { language } = useI18n();
  return (value) => formatDateTime(value, { language });
}
