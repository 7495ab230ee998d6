import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SessionState } from '../sandbox/useSandboxSession';
import { PrimaryButton, SecondaryButton } from '../ui/controls';
import { tokens } from '../ui/tokens';
import { formatBalance } from './formatBalance';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  padding: 0.75rem 1.5rem;
  background: ${tokens.surface};
  border-bottom: 1px solid ${tokens.border};
`;

const Title = styled.h1`
  margin: 0 auto 0 0;
  font-size: 1.375rem;
  font-weight: 800;
  a {
    color: ${tokens.accent};
    text-decoration: none;
  }
`;

const Player = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  span {
    color: ${tokens.textMuted};
  }
  strong {
    color: ${tokens.text};
  }
`;

interface Props {
  session: SessionState;
  locale: string;
  /** Path of the deposit screen, e.g. `/cash/deposit/`. */
  cashierPath: string;
  onSignIn: () => void;
  onSignOut: () => void;
}

function PlayerSummary({ session, locale }: Pick<Props, 'session' | 'locale'>) {
  switch (session.status) {
    case 'loading':
      return <Player>Loading player…</Player>;
    case 'guest':
      return <Player>Not signed in</Player>;
    case 'error':
      return <Player>{session.message}</Player>;
    case 'signed-in': {
      const { displayName, balance, winnings, currency } = session.session.player;
      return (
        <Player>
          <span>
            Player <strong>{displayName}</strong>
          </span>
          <span>
            Balance <strong data-testid="player-balance">{formatBalance(balance, currency, locale)}</strong>
          </span>
          <span>
            Winnings <strong>{formatBalance(winnings, currency, locale)}</strong>
          </span>
          {session.session.expired ? <span>Session expired</span> : null}
        </Player>
      );
    }
  }
}

/** The game's top bar: who is playing, their balance, the way into the cashier. */
export function Header({ session, locale, cashierPath, onSignIn, onSignOut }: Props) {
  const navigate = useNavigate();
  return (
    <Bar>
      <Title>
        <Link to="/">Lucky Lanes</Link>
      </Title>
      <PlayerSummary session={session} locale={locale} />
      <PrimaryButton type="button" onClick={() => navigate(cashierPath)}>
        Cashier
      </PrimaryButton>
      {session.status === 'signed-in' ? (
        <SecondaryButton type="button" onClick={onSignOut}>
          Log out
        </SecondaryButton>
      ) : (
        <SecondaryButton type="button" onClick={onSignIn}>
          Log in
        </SecondaryButton>
      )}
    </Bar>
  );
}
