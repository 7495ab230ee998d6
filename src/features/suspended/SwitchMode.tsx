import { SWITCH_CODE_LENGTH } from '@contracts/api/switchAccount';
import { formatAttemptsLeft } from '@/shared/format/formatAttemptsLeft';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Heading, Muted, Screen } from '@/shared/ui/layout';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { ActionRequiredImage } from './ActionRequiredImage';
import { CodeInput } from './CodeInput';
import type { SuspendedState } from './suspendedState';
import { switchMessages } from './switchMessages';
import { useHeadingFocus } from './useHeadingFocus';

registerMessages(switchMessages);

export interface SwitchModeProps {
  state: SuspendedState;
  email: string | null;
  seconds: number;
  sending: boolean;
  checking: boolean;
  onBack: () => void;
  onResend: () => void;
  onCheck: (code: string) => void;
  onOpenSupportChat: () => void;
}

/** Status duplicate in switch mode (docs/product/suspended.md#switch-mode): the code, or the mailbox question. */
export function SwitchMode({ state, email, seconds, sending, checking, onBack, onResend, onCheck, onOpenSupportChat }: SwitchModeProps) {
  const t = useT();
  return (
    <Screen aria-labelledby="suspended-switch-heading">
      <Actions>
        <Button variant="link" onClick={onBack}>
          {t('suspended.switch.back')}
        </Button>
      </Actions>
      <ActionRequiredImage />
      {state.hasAttempts ? (
        <CodeScreen state={state} email={email} seconds={seconds} sending={sending} checking={checking} onResend={onResend} onCheck={onCheck} />
      ) : (
        <MailboxQuestion failure={state.failure} onOpenSupportChat={onOpenSupportChat} />
      )}
    </Screen>
  );
}

type CodeScreenProps = Pick<SwitchModeProps, 'state' | 'email' | 'seconds' | 'sending' | 'checking' | 'onResend' | 'onCheck'>;

/** docs/product/suspended.md#code-confirmation-screen. */
function CodeScreen({ state, email, seconds, sending, checking, onResend, onCheck }: CodeScreenProps) {
  const t = useT();
  return (
    <>
      <Heading id="suspended-switch-heading" tabIndex={-1}>
        {t('suspended.code.heading')}
      </Heading>
      <Muted>{email ? t('suspended.code.sentTo', { email }) : t('suspended.code.sentToYourEmail')}</Muted>
      <CodeInput
        key={state.inputKey}
        length={SWITCH_CODE_LENGTH}
        onFilled={onCheck}
        clearKey={state.clearKey}
        labelledBy="suspended-switch-heading"
        describedBy="suspended-code-error"
        invalid={state.error !== null}
        focusFirst
      />
      {/* One grid cell for what is said about the code: empty, it takes no row (no blank gaps under the boxes). */}
      <div>
        {/* Announced when a wrong code's message arrives; the boxes point at it (aria-describedby). */}
        <div id="suspended-code-error" aria-live="assertive">
          {state.error !== null && <ErrorText>{state.error}</ErrorText>}
        </div>
        {state.failure !== null && (
          <CallError error={state.failure} onRetry={state.failedCode ? () => onCheck(state.failedCode ?? '') : undefined} />
        )}
        <Muted role="status">{checking ? t('suspended.code.checking') : ''}</Muted>
      </div>
      <Muted>{formatAttemptsLeft(t, state.attemptsLeft)}</Muted>
      {seconds > 0 ? (
        <Muted>{t('suspended.code.countdown', { seconds })}</Muted>
      ) : (
        <Actions>
          <Button variant="link" disabled={sending} onClick={onResend}>
            {t('suspended.code.resend')}
          </Button>
        </Actions>
      )}
    </>
  );
}

/** No checks left, or the code could not be sent: does the player have access to the mailbox? */
function MailboxQuestion({ failure, onOpenSupportChat }: { failure: unknown; onOpenSupportChat: () => void }) {
  const t = useT();
  const heading = useHeadingFocus();
  const openChat = <Button onClick={onOpenSupportChat}>{t('suspended.mailbox.openChat')}</Button>;
  return (
    <>
      <Heading id="suspended-switch-heading" ref={heading} tabIndex={-1}>
        {t('suspended.mailbox.heading')}
      </Heading>
      <Muted>{t('suspended.mailbox.text')}</Muted>
      {failure !== null ? (
        // A failed send: the error, with the way forward inside it.
        <CallError error={failure}>{openChat}</CallError>
      ) : (
        <Actions>{openChat}</Actions>
      )}
    </>
  );
}
