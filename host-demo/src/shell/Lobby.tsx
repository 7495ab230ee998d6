import { useId, useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, SecondaryButton } from '../ui/controls';
import { tokens } from '../ui/tokens';

const GAMES = [
  { id: 'starlight', title: 'Starlight Slots', studio: 'Nova Games', art: 'linear-gradient(135deg, #3b2a7a, #b4467a)' },
  {
    id: 'gold-rush',
    title: 'Gold Rush Lanes',
    studio: 'Lucky Lanes',
    art: 'linear-gradient(135deg, #6b4a12, #c99a2e)',
  },
  { id: 'deep-sea', title: 'Deep Sea Bingo', studio: 'Harbor Play', art: 'linear-gradient(135deg, #0f4c6b, #2aa198)' },
  { id: 'dragon', title: 'Dragon Keno', studio: 'Red Lantern', art: 'linear-gradient(135deg, #6b1420, #d0552f)' },
  { id: 'cosmic', title: 'Cosmic Plinko', studio: 'Nova Games', art: 'linear-gradient(135deg, #1d2b6b, #4f7bd9)' },
  { id: 'jungle', title: 'Jungle Scratch', studio: 'Wild Tiles', art: 'linear-gradient(135deg, #1f5224, #7fae3a)' },
] as const;

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 1rem;
`;

const Tile = styled.li`
  background: ${tokens.surfaceRaised};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  h3 {
    margin: 0.5rem 0.75rem 0;
    font-size: 1rem;
  }
  p {
    margin: 0 0.75rem;
  }
  button {
    margin: 0.5rem 0.75rem 0.75rem;
  }
`;

const Art = styled.div<{ $art: string }>`
  height: 6rem;
  background: ${(props) => props.$art};
`;

/** A lobby of fake game tiles: the page has to look and behave like a game site around the cashier. */
export function Lobby() {
  const titleId = useId();
  const [message, setMessage] = useState('');
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Lobby</h2>
      <Tiles>
        {GAMES.map((game) => (
          <Tile key={game.id}>
            <Art $art={game.art} aria-hidden="true" />
            <h3>{game.title}</h3>
            <Muted>{game.studio}</Muted>
            <SecondaryButton
              type="button"
              onClick={() => setMessage(`${game.title} is a demo tile: there is no game behind it.`)}
            >
              Play<span className="visually-hidden"> {game.title}</span>
            </SecondaryButton>
          </Tile>
        ))}
      </Tiles>
      <Muted role="status">{message}</Muted>
    </Panel>
  );
}
