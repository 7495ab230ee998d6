import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { ActionRequiredImage } from './ActionRequiredImage';
import { useHeadingFocus } from './useHeadingFocus';

/** Any status but duplicate (docs/product/suspended.md#action-required-variant). */
export function ActionRequired({ onOpenSupportChat }: { onOpenSupportChat: () => void }) {
  const t = useT();
  const heading = useHeadingFocus();
  return (
    <Screen aria-labelledby="suspended-action-heading">
      <ActionRequiredImage />
      <Heading id="suspended-action-heading" ref={heading} tabIndex={-1}>
        {t('suspended.actionRequired.heading')}
      </Heading>
      <Muted>{t('suspended.actionRequired.text')}</Muted>
      <Actions>
        <Button onClick={onOpenSupportChat}>{t('suspended.openSupportChat')}</Button>
      </Actions>
    </Screen>
  );
}
