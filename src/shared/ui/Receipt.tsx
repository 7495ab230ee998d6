import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Actions, Heading, Muted, Screen } from './layout';
import { CHECK_PATH, CLOCK_PATH, CROSS_PATH } from './iconPaths';
import { LineIcon } from './LineIcon';
import { SummaryList, type SummaryListProps } from './SummaryList';

/** How a money move stands: done, on its way, or not done. Each has its own icon and colour, never colour alone. */
export type ReceiptTone = 'done' | 'pending' | 'notDone';

const ICONS: Record<ReceiptTone, string> = { done: CHECK_PATH, pending: CLOCK_PATH, notDone: CROSS_PATH };

const COLOURS = { done: 'colorSuccess', pending: 'colorWarning', notDone: 'colorDanger' } as const;

const Top = styled.div<{ $tone: ReceiptTone }>`
  display: grid;
  justify-items: center;
  gap: 8px;
  text-align: center;
  > svg {
    color: ${({ $tone, theme }) => theme[COLOURS[$tone]]};
  }
`;

const Centred = styled(Actions)`
  justify-content: center;
`;

const Body = styled.div`
  display: grid;
  gap: 16px;
  justify-items: stretch;
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
`;

export interface ReceiptProps {
  tone: ReceiptTone;
  /** The state in words ("Redemption requested"); focused when the receipt appears. */
  heading: string;
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** What happens next, in a sentence. */
  text?: ReactNode;
  items: SummaryListProps['items'];
  /** The ways on (Done, View in history). */
  actions: ReactNode;
}

/**
 * The kit's receipt (docs/design-system.md, "Receipt"): an icon and a heading that say how the money move stands,
 * what happens next, the facts the player may need to quote (amount, where, reference) as a description list, and
 * the ways on. Centred at a readable width.
 */
export function Receipt({ tone, heading, headingId, headingRef, text, items, actions }: ReceiptProps) {
  return (
    <Screen aria-labelledby={headingId}>
      <Body>
        <Top $tone={tone} data-receipt-tone={tone}>
          <LineIcon d={ICONS[tone]} size={48} grid={24} />
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            {heading}
          </Heading>
          {text !== undefined && <Muted>{text}</Muted>}
        </Top>
        <SummaryList items={items} />
        <Centred>{actions}</Centred>
      </Body>
    </Screen>
  );
}
