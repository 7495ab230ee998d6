import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { StepTitle } from '@/shared/navigation/stepTitle';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { Button } from '@/shared/ui/Button';
import { Actions, Muted, Screen } from '@/shared/ui/layout';
import { choosePackageMessages } from './choosePackageMessages';
import { depositByMoneyPath } from './depositPaths';

// With every chunk that shows this, a result screen's too (opened cold, without the package list's English).
registerMessages(choosePackageMessages);

export interface BackToPackagesProps {
  /** Why there is nothing to show here (no payment in progress, a package no longer on sale). */
  text: string;
  /** `alert` when the player's own choice failed, `status` otherwise. */
  role: 'alert' | 'status';
  /** The header title that says the same as `text` (an i18n key of the deposit's titles); the route's own when absent. */
  title?: string;
}

/** Nothing to show on this screen: says why (in the header too, given `title`) and leads back to the package list. */
export function BackToPackages({ text, role, title }: BackToPackagesProps) {
  const t = useT();
  const navigate = useCashNavigate();
  return (
    <Screen>
      {title !== undefined && <StepTitle titleKey={title} />}
      <Muted role={role}>{text}</Muted>
      <Actions>
        <Button onClick={() => navigate(depositByMoneyPath())}>{t('deposit.package.choose')}</Button>
      </Actions>
    </Screen>
  );
}
