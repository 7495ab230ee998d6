import { useId } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../ui/controls';
import { tokens } from '../ui/tokens';

const Box = styled.section`
  border: 2px solid ${tokens.danger};
  border-radius: ${tokens.radius};
  background: ${tokens.surfaceRaised};
  padding: 1rem 1.25rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${tokens.textMuted};
  }
`;

interface Props {
  /** A retry is under way: the button is busy until it settles. */
  retrying: boolean;
  onRetry: () => void;
  /**
   * The cashier crashed again after a Retry: the page holds the failing code, so the way forward is a page
   * load (`onReload`), not another in-place retry.
   */
  needsReload?: boolean;
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * Shown in the page, not over it, when the cashier cannot be loaded or crashed: the rest of the game
 * keeps working and the player can try again. The text sits in an alert so it is announced when it
 * appears; focus is left where the player had it.
 */
export function CashierFallback({ retrying, onRetry, needsReload = false, onReload = reloadPage }: Props) {
  const titleId = useId();
  if (needsReload) {
    return (
      <Box aria-labelledby={titleId} data-testid="cashier-fallback">
        <div role="alert">
          <h2 id={titleId}>The cashier still could not start</h2>
          <p>
            Reloading the page loads a fresh copy of it. Deposits and redemptions are paused until then; you can keep
            playing.
          </p>
        </div>
        <PrimaryButton type="button" onClick={onReload}>
          Reload the page
        </PrimaryButton>
      </Box>
    );
  }
  return (
    <Box aria-labelledby={titleId} aria-busy={retrying} data-testid="cashier-fallback">
      <div role="alert">
        <h2 id={titleId}>The cashier is unavailable right now</h2>
        <p>Deposits and redemptions are paused. You can keep playing and try again in a moment.</p>
      </div>
      <PrimaryButton type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </PrimaryButton>
    </Box>
  );
}
