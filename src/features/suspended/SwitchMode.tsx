import { SWITCH_CODE_LENGTH, type SwitchFlow } from '@contracts/api/switchAccount';
import { formatAttemptsLeft } from '@/shared/format/formatAttemptsLeft';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { OutcomeNotice } from '@/shared/money/OutcomeNotice';
import { Actions, ErrorText, Heading, Muted, Screen } from '@/shared/ui/layout';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { ActionRequiredImage } from './ActionRequiredImage';
import { CodeInput } from './CodeInput';
import type { SuspendedCodeState } from './codeSlice';
import type { SuspendedState } from './suspendedState';
import { switchMessages } from './switchMessages';
import { useHeadingFocus } from './useHeadingFocus';

registerMessages(switchMessages);

export interface SwitchModeProps {
  state: SuspendedState;
  /** The chosen strategy (switch mode is on). */
  switchType: SwitchFlow;
  code: SuspendedCodeState;
  email: string | null;
  seconds: number;
  sending: boolean;
  checking: boolean;
  onBack: () => void;
  /** Sends a code for the chosen strategy. */
  onResend: () => void;
  /** Goes back to the strategy whose code was sent. */
  onEnter: (flow: SwitchFlow) => void;
  onCheck: (code: string) => void;
  onOpenSupportChat: () => void;
}

/** Status duplicate in switch mode (docs/product/suspended.md#switch-mode): the code, or the mailbox question. */
export function SwitchMode(props: SwitchModeProps) {
  const { state, switchType, code, seconds, sending, onBack, onResend, onEnter, onOpenSupportChat } = props;
  const t = useT();
  const { lastSend, attemptsLeft } = code;
  let content;
  if (lastSend && lastSend.flow !== switchType) {
    // docs/product/suspended.md#changing-strategy: the code that went out confirms the other strategy.
    content = (
      <OtherStrategyCode
        sentFor={lastSend.flow}
        seconds={seconds}
        sending={sending}
        onSend={onResend}
        onEnter={onEnter}
      />
    );
  } else if (lastSend?.outcome === 'refused' || attemptsLeft === 0) {
    content = <MailboxQuestion failure={state.failure} onOpenSupportChat={onOpenSupportChat} />;
  } else {
    // The code screen takes the switch mode's own props (CodeScreenProps picks them) and what the last send says.
    content = <CodeScreen {...props} maybeSent={lastSend?.outcome === 'unknown'} attemptsLeft={attemptsLeft} />;
  }
  return (
    <Screen aria-labelledby="suspended-switch-heading">
      <Actions>
        <Button variant="link" onClick={onBack}>
          {t('suspended.switch.back')}
        </Button>
      </Actions>
      <ActionRequiredImage />
      {content}
    </Screen>
  );
}

type CodeScreenProps = Pick<
  SwitchModeProps,
  'state' | 'email' | 'seconds' | 'sending' | 'checking' | 'onResend' | 'onCheck'
> & {
  /** The last send's answer was lost: the e-mail may or may not have gone out. */
  maybeSent: boolean;
  attemptsLeft: number | null;
};

/** docs/product/suspended.md#code-confirmation-screen. */
function CodeScreen({
  state,
  maybeSent,
  attemptsLeft,
  email,
  seconds,
  sending,
  checking,
  onResend,
  onCheck,
}: CodeScreenProps) {
  const t = useT();
  let sentText;
  if (maybeSent)
    sentText = email ? t('suspended.code.maybeSentTo', { email }) : t('suspended.code.maybeSentToYourEmail');
  else sentText = email ? t('suspended.code.sentTo', { email }) : t('suspended.code.sentToYourEmail');
  return (
    <>
      <Heading id="suspended-switch-heading" tabIndex={-1}>
        {t('suspended.code.heading')}
      </Heading>
      {maybeSent ? (
        // The send's answer was lost: we cannot tell whether the e-mail went out (the kit's outcome, read by the fault
        // matrix: docs/architecture.md, "Money moves exactly once"); asking for a new code is offered at once.
        <div data-cashier-outcome="unknown">
          <Muted>{sentText}</Muted>
          {seconds <= 0 && (
            <Actions>
              <Button variant="link" disabled={sending} onClick={onResend}>
                {t('suspended.code.resend')}
              </Button>
            </Actions>
          )}
        </div>
      ) : (
        <Muted>{sentText}</Muted>
      )}
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
        {state.rereading ? (
          // A lost check (or a "no" after one): the server's state is read again before anything is said.
          <OutcomeNotice outcome="checking" text={t('suspended.code.rereading')} />
        ) : state.lost && state.failedCode !== null ? (
          // A lost check may have switched the account and the re-read could not tell: never "nothing happened"
          // (docs/product/suspended.md#lost-answers).
          <OutcomeNotice
            outcome="unknown"
            text={t('suspended.code.checkUnknown')}
            onRetry={() => onCheck(state.failedCode ?? '')}
          />
        ) : (
          // A lost send is told above (maybeSent); a refusal of either call shows here.
          (state.failedCode !== null || (state.failure !== null && !maybeSent)) && (
            <CallError
              error={state.failure}
              onRetry={state.failedCode ? () => onCheck(state.failedCode ?? '') : undefined}
            />
          )
        )}
        <Muted role="status">{checking && !state.rereading ? t('suspended.code.checking') : ''}</Muted>
      </div>
      {/* The count is the server's (less the wrong codes since): unknown after a lost send, not shown. */}
      {attemptsLeft !== null && <Muted>{formatAttemptsLeft(t, attemptsLeft)}</Muted>}
      {seconds > 0 ? (
        <Muted>{t('suspended.code.countdown', { seconds })}</Muted>
      ) : (
        !maybeSent && (
          <Actions>
            <Button variant="link" disabled={sending} onClick={onResend}>
              {t('suspended.code.resend')}
            </Button>
          </Actions>
        )
      )}
    </>
  );
}

const SENT_FOR_TEXT: Record<SwitchFlow, string> = {
  keepDuplicateAccount: 'suspended.otherCode.sentForKeep',
  switchToRealAccount: 'suspended.otherCode.sentForReal',
};
const USE_SENT_LABEL: Record<SwitchFlow, string> = {
  keepDuplicateAccount: 'suspended.otherCode.useForKeep',
  switchToRealAccount: 'suspended.otherCode.useForReal',
};

/**
 * docs/product/suspended.md#changing-strategy: a code confirms only the strategy it was sent for, so this one asks
 * for none: it offers its own code once the countdown allows, or the way back to the code already sent.
 */
function OtherStrategyCode({
  sentFor,
  seconds,
  sending,
  onSend,
  onEnter,
}: {
  sentFor: SwitchFlow;
  seconds: number;
  sending: boolean;
  onSend: () => void;
  onEnter: (flow: SwitchFlow) => void;
}) {
  const t = useT();
  const heading = useHeadingFocus();
  return (
    <>
      <Heading id="suspended-switch-heading" ref={heading} tabIndex={-1}>
        {t('suspended.otherCode.heading')}
      </Heading>
      <Muted>{t(SENT_FOR_TEXT[sentFor])}</Muted>
      {seconds > 0 && <Muted>{t('suspended.code.countdown', { seconds })}</Muted>}
      <Actions>
        {seconds === 0 && (
          <Button disabled={sending} onClick={onSend}>
            {t('suspended.otherCode.send')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => onEnter(sentFor)}>
          {t(USE_SENT_LABEL[sentFor])}
        </Button>
      </Actions>
      <Muted role="status">{sending ? t('suspended.duplicate.sending') : ''}</Muted>
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
