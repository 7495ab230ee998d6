import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessageKey, errorTitleKey, isCashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Button } from './Button';
import { Actions } from './layout';
import { ALERT_PATH } from './iconPaths';
import { LineIcon } from './LineIcon';
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

/*
 * The one error block (docs/design-system.md, "Errors"): an icon, a heading naming the kind of failure, what it
 * meant for the player, what happened, and the way forward. Padded on its own, so it never sits flush against the
 * screen's edge, wherever it is placed.
 */
const Block = styled.div<{ $screen: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: 12px;
  row-gap: 4px;
  align-items: start;
  margin: ${({ $screen }) => ($screen ? '16px' : '0')};
  padding: 16px;
  border: 1px solid ${token('colorDanger')};
  border-radius: ${token('radius')};
  background: ${token('colorSurfaceRaised')};
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
  overflow-wrap: anywhere;
  > svg {
    grid-row: span 8;
    color: ${token('colorDanger')};
  }
`;

const BlockHeading = styled.h3`
  margin: 0;
  font-size: 17px;
  line-height: 24px;
`;

const BlockText = styled.p`
  margin: 0;
`;

const BlockActions = styled(Actions)`
  margin-top: 8px;
`;

/** A chunk that failed to download is a connection problem, not a bug: say so. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

/**
 * The one error view of the cashier, one block for both uses. Inline: a failed call inside a screen, which stays as
 * it was: the kind of failure, the translated message for the call's code, the server's own message as plain text
 * when it sent one with a refusal (never a 5xx's), and a way forward. As a screen: the same block in place of a part
 * that could not be shown, with its own margin.
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
  const screen = variant === 'screen';
  // The failure's code: the call's, or `network` for a chunk that did not download; none for anything else.
  const code = data?.code ?? (isChunkLoadError(error) ? 'network' : undefined);
  const fallback = screen ? 'common.recoverable.text' : 'common.error.unknown';
  return (
    <Block role="alert" $screen={screen}>
      <LineIcon d={ALERT_PATH} size={24} grid={24} />
      <BlockHeading>{t(code ? errorTitleKey(code, data?.status) : 'common.somethingWentWrong')}</BlockHeading>
      {note !== undefined && <BlockText>{note}</BlockText>}
      <BlockText>{t(code ? errorMessageKey(code) : fallback)}</BlockText>
      {serverMessage && <BlockText>{serverMessage}</BlockText>}
      {(retry || children || onClose) && (
        <BlockActions>
          {retry}
          {children}
          {onClose && (
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
          )}
        </BlockActions>
      )}
    </Block>
  );
}
