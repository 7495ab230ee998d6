import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessageKey, isCashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Button } from './Button';
import { Actions, ErrorText, Heading, Muted } from './layout';
import { token } from './theme';

export interface CallErrorProps {
  /** What failed; picks the text. Never shown raw: players see a translated message (and the server's own text). */
  error: unknown;
  /**
   * `inline` (default): a failed call inside a screen, which stays as it was. `screen`: a part of the cashier
   * that could not be shown at all (the error boundaries), with a title and an optional Close.
   */
  variant?: 'inline' | 'screen';
  /** What the failure meant for the player, said first (e.g. that nothing was charged). */
  note?: string;
  /** The way forward: a retry of what failed. */
  onRetry?: () => void;
  /** `screen` only: a Close action, e.g. closing the cashier. */
  onClose?: () => void;
  /** Extra actions (back to methods). */
  children?: ReactNode;
}

const ScreenBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
`;

const ScreenText = styled(Muted)`
  max-width: 36em;
`;

const ScreenActions = styled(Actions)`
  justify-content: center;
  margin-top: 8px;
`;

/** A chunk that failed to download is a connection problem, not a bug: say so. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

function messageKeyFor(error: unknown, fallback: string): string {
  if (isCashierErrorData(error)) return errorMessageKey(error.code);
  if (isChunkLoadError(error)) return errorMessageKey('network');
  return fallback;
}

/**
 * The one error view of the cashier. Inline: the translated message for the call's code, the server's own message
 * as plain text when it sent one with a refusal (never a 5xx's), and a way forward, leaving the player's state as it was. As a screen: what
 * happened and how to go on, in place of a part that failed.
 */
export function CallError({ error, variant = 'inline', note, onRetry, onClose, children }: CallErrorProps) {
  const t = useT();
  const retry = onRetry && <Button onClick={onRetry}>{t('common.tryAgain')}</Button>;
  const data = isCashierErrorData(error) ? error : undefined;
  // A refusal's own words (4xx, `success: false`) are for the player; a 5xx body is the infrastructure's (a proxy,
  // a fault page) and goes to the log only (docs/product/errors.md, "How errors reach the player").
  const hidden = data?.status !== undefined && data.status >= 500;
  const serverMessage = hidden ? undefined : data?.serverMessage;
  useEffect(() => {
    if (hidden && data.serverMessage)
      logger.warn(`${data.callId ?? 'a call'} failed with HTTP ${data.status}: ${data.serverMessage}`);
  }, [hidden, data]);
  if (variant === 'screen') {
    return (
      <ScreenBox role="alert">
        <Heading>{t('common.somethingWentWrong')}</Heading>
        <ScreenText>{t(messageKeyFor(error, 'common.recoverable.text'))}</ScreenText>
        <ScreenActions>
          {retry}
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          )}
        </ScreenActions>
      </ScreenBox>
    );
  }
  return (
    <div role="alert">
      {note !== undefined && <ErrorText>{note}</ErrorText>}
      <ErrorText>{t(data ? errorMessageKey(data.code) : 'common.error.unknown')}</ErrorText>
      {serverMessage && <ErrorText>{serverMessage}</ErrorText>}
      <Actions>
        {retry}
        {children}
      </Actions>
    </div>
  );
}
