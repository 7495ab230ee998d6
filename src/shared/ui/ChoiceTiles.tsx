import { useEffect, useId, useRef } from 'react';
import { Heading, List, Muted, Row, Strong, Tile } from './layout';

/** One way on: its id (what `onChoose` gets), its title and its line. */
export interface ChoiceTile<Id extends string> {
  id: Id;
  title: string;
  text: string;
}

export interface ChoiceTilesProps<Id extends string> {
  /** The section's heading, already translated. */
  heading: string;
  tiles: readonly ChoiceTile<Id>[];
  onChoose: (id: Id) => void;
  /** The tile the player left from last (its page was open): focused when the list shows again. */
  returnTo: Id | null;
}

/**
 * A headed list of tiles, each a way on to a page of its own (docs/design-system.md, "Components"): verification's ways,
 * the account's parts. The page a tile opens has the header's Back; back here, focus returns to the tile it left
 * from (`returnTo`), so a keyboard user goes on where they were.
 */
export function ChoiceTiles<Id extends string>({ heading, tiles, onChoose, returnTo }: ChoiceTilesProps<Id>) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (returnTo === null) return;
    const tile = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-tile]') ?? []).find(
      (element) => element.dataset.tile === returnTo,
    );
    tile?.focus();
  }, [returnTo]);
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <List ref={listRef}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Tile type="button" data-tile={tile.id} onClick={() => onChoose(tile.id)}>
              <Row>
                <Strong>{tile.title}</Strong>
              </Row>
              <Muted as="span">{tile.text}</Muted>
            </Tile>
          </li>
        ))}
      </List>
    </section>
  );
}
