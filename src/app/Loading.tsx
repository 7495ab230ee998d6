import { useT } from '@/shared/i18n/useT';
import { Spinner } from '@/shared/ui/Spinner';

/** What a route, a gate or Not found shows while its chunk loads (the fallback of their lazy parts). */
export function Loading() {
  const t = useT();
  return <Spinner label={t('common.loading')} />;
}
