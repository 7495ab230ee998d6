import { useEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { ScratchCard as ScratchCardData } from '@contracts/api/rewards';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { token } from '@/shared/ui/theme';
import { useGetScratchCardsQuery } from './api';
import { rewardText } from './format';
import { Card, CardHeading, Text, WithArt } from './parts.styles';
import { StaticArt, useStaticEntry } from './staticInfo';

/** How far (px, summed over moves) the pointer scratches before the prize shows. */
const SCRATCH_DISTANCE = 160;

const Surface = styled.div`
  display: grid;
  place-items: center;
  height: 96px;
  border-radius: ${token('radius')};
  background: repeating-linear-gradient(45deg, #6b7280 0 10px, #4b5563 10px 20px);
  color: #ffffff;
  font-weight: 600;
  touch-action: none;
  user-select: none;
  cursor: crosshair;
`;

/**
 * The scratch card a qualifying deposit brought (success screen): scratched off by pointer or touch, or revealed with
 * the Reveal button (keyboard and reduced-motion path); then its prize and what happens next. A deposit that
 * brought no new card shows nothing.
 */
export function ScratchCard() {
  const t = useT();
  const lottery = useGetScratchCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const art = useStaticEntry('scratch-card', 'scratch-card');
  if (lottery.isFetching && !lottery.isError) return null;
  if (!lottery.data) return <CallError error={lottery.error} onRetry={() => void lottery.refetch()} />;
  const card = lottery.data.cards.find((item) => item.status === 'new');
  if (!card) return null;
  return (
    <Card aria-labelledby="rewards-scratch-heading">
      <WithArt>
        <StaticArt entry={art} size={40} />
        <CardHeading id="rewards-scratch-heading">{t('rewards.scratch.heading')}</CardHeading>
      </WithArt>
      <Scratch key={card.id} card={card} />
    </Card>
  );
}

function Scratch({ card }: { card: ScratchCardData }) {
  const t = useT();
  // How the card was revealed: by the Reveal button (focus then moves to the prize) or by scratching.
  const [revealed, setRevealed] = useState<'button' | 'scratch' | null>(null);
  const [scratched, setScratched] = useState(0);
  const last = useRef<{ x: number; y: number } | null>(null);
  const total = useRef(0);
  const result = useRef<HTMLParagraphElement>(null);

  // The Reveal button goes away with the cover: keyboard focus moves to the prize it revealed, once it is there.
  useEffect(() => {
    if (revealed === 'button') result.current?.focus();
  }, [revealed]);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!last.current) return;
    // Summed in a ref: several moves can arrive before the next render.
    const distance = (total.current +=
      Math.abs(event.clientX - last.current.x) + Math.abs(event.clientY - last.current.y));
    last.current = { x: event.clientX, y: event.clientY };
    setScratched(distance);
    if (distance >= SCRATCH_DISTANCE) setRevealed('scratch');
  };
  const stop = () => {
    last.current = null;
  };

  if (revealed !== null) {
    return (
      <>
        <Text ref={result} tabIndex={-1} role="status">
          {card.prize && (card.prize.coins > 0 || card.prize.bonus > 0)
            ? rewardText(t, 'rewards.scratch.won', card.prize)
            : t('rewards.scratch.none')}
        </Text>
        <Text>{t('rewards.scratch.next')}</Text>
      </>
    );
  }
  return (
    <>
      <Text id="rewards-scratch-hint">{t('rewards.scratch.hint')}</Text>
      {/* Pointer and touch only (hidden from assistive tech): the Reveal button below is the keyboard path. */}
      <Surface
        aria-hidden="true"
        data-testid="scratch-surface"
        style={{ opacity: 1 - Math.min(scratched / SCRATCH_DISTANCE, 1) * 0.6 }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stop}
        onPointerCancel={stop}
      >
        ?
      </Surface>
      <Button variant="secondary" aria-describedby="rewards-scratch-hint" onClick={() => setRevealed('button')}>
        {t('rewards.scratch.reveal')}
      </Button>
    </>
  );
}
