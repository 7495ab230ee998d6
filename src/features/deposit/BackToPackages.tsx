import { useT } from '@/shared/i18n/useT';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { Muted, Screen } from '@/shared/ui/layout';
import { depositByMoneyPath } from './depositPaths';

export interface BackToPackagesProps {
  /** Why there is nothing to show here (no payment in progress, a package no longer on sale). */
  text: string;
  /** `alert` when the player's own choice failed, `status` otherwise. */
  role: 'alert' | 'status';
}

/** Nothing to show on this screen: says why and leads back to the package list. */
export function BackToPackages({ text, role }: BackToPackagesProps) {
  const t = useT();
  const navigate = useCashNavigate();
  return (
    <Screen>
      <Muted role={role}>{text}</Muted>
      <Button onClick={() => navigate(depositByMoneyPath())}>{t('deposit.package.choose')}</Button>
    </Screen>
  );
}
