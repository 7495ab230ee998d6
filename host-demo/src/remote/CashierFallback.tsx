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
}

/**
 * Shown in the page, not over it, when the cashier cannot be loaded or crashed: the rest of the game
 * keeps working and the player can try again. The text sits in an alert so it is announced when it
 * appears; focus is left where the player had it.
 */
export function CashierFallback({ retrying, onRetry }: Props) {
  const titleId = useId();
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
