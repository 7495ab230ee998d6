import styled from 'styled-components';
import { errorMessageKey, isCashierErrorData } from '@/shared/errors/CashierError';
import { useT } from '@/shared/i18n/useT';
import { Button } from './Button';
import { token } from './theme';

export interface RecoverableErrorProps {
  /** What failed; picks the text. Never shown raw: players see a translated message only. */
  error?: unknown;
  /** The "Try again" action. */
  onRetry: () => void;
  /** An optional "Close" action, e.g. closing the cashier. */
  onClose?: () => void;
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Text = styled.p`
  margin: 0;
  max-width: 36em;
  color: ${token('colorTextMuted')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 8px;
`;

/** A chunk that failed to download is a connection problem, not a bug: say so. */
const isChunkLoadError = (error: unknown) => error instanceof Error && error.name === 'ChunkLoadError';

function messageKeyFor(error: unknown): string {
  if (isCashierErrorData(error)) return errorMessageKey(error.code);
  if (isChunkLoadError(error)) return errorMessageKey('network');
  return 'common.recoverable.text';
}

/** The screen shown in place of a part of the cashier that failed: what happened and how to go on. */
export function RecoverableError({ error, onRetry, onClose }: RecoverableErrorProps) {
  const t = useT();
  return (
    <Box role="alert">
      <Title>{t('common.somethingWentWrong')}</Title>
      <Text>{t(messageKeyFor(error))}</Text>
      <Actions>
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        )}
      </Actions>
    </Box>
  );
}
