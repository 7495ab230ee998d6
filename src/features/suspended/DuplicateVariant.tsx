import type { SwitchAccountStrategies } from '@contracts/api/app';
import type { SwitchFlow } from '@contracts/api/switchAccount';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { useHeadingFocus } from './useHeadingFocus';

export interface DuplicateVariantProps {
  strategies: SwitchAccountStrategies;
  sending: boolean;
  onChoose: (flow: SwitchFlow) => void;
  onLogout: () => void;
  onOpenSupportChat: () => void;
}

const descriptionKey = ({ switchToRealAccount, keepDuplicateAccount }: SwitchAccountStrategies) => {
  if (switchToRealAccount && keepDuplicateAccount) return 'suspended.duplicate.both';
  if (keepDuplicateAccount) return 'suspended.duplicate.keepOnly';
  if (switchToRealAccount) return 'suspended.duplicate.realOnly';
  return 'suspended.duplicate.noSwitch';
};

/** Status duplicate, switch mode off (docs/product/suspended.md#duplicate-account-variants): with or without switching. */
export function DuplicateVariant({
  strategies,
  sending,
  onChoose,
  onLogout,
  onOpenSupportChat,
}: DuplicateVariantProps) {
  const t = useT();
  const heading = useHeadingFocus();
  const canSwitch = strategies.switchToRealAccount || strategies.keepDuplicateAccount;
  return (
    <Screen aria-labelledby="suspended-duplicate-heading" aria-busy={sending || undefined}>
      <Heading id="suspended-duplicate-heading" ref={heading} tabIndex={-1}>
        {t('suspended.duplicate.heading')}
      </Heading>
      <Muted>{t(descriptionKey(strategies))}</Muted>
      {canSwitch ? (
        <Actions>
          {strategies.keepDuplicateAccount && (
            <Button disabled={sending} onClick={() => onChoose('keepDuplicateAccount')}>
              {t('suspended.duplicate.keep')}
            </Button>
          )}
          {strategies.switchToRealAccount && (
            <Button disabled={sending} onClick={() => onChoose('switchToRealAccount')}>
              {t('suspended.duplicate.switchToReal')}
            </Button>
          )}
          <Button variant="secondary" onClick={onLogout}>
            {t('suspended.logout')}
          </Button>
        </Actions>
      ) : (
        <Actions>
          <Button onClick={onLogout}>{t('suspended.changeAccount')}</Button>
          <Button variant="secondary" onClick={onOpenSupportChat}>
            {t('suspended.openSupportChat')}
          </Button>
        </Actions>
      )}
      <Muted role="status">{sending ? t('suspended.duplicate.sending') : ''}</Muted>
    </Screen>
  );
}
