import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from './theme';

export interface SummaryListProps {
  /** Label and value per row, in order; a falsy entry is left out (a row that applies only sometimes). */
  items: readonly ([ReactNode, ReactNode] | false | null | undefined)[];
}

/*
 * The kit's description list (docs/design-system.md, "Description list"): the label on the left, muted, the value on
 * the right, a hairline between rows. At a readable width (560 px) at desktop sizes, so label and value are not a
 * dialog's width apart; at a phone's width a long value wraps under itself, never under the label and never with
 * the browser's 40 px `dd` indent.
 */
const List = styled.dl`
  display: grid;
  max-width: 560px;
  margin: 0;
`;

const Item = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  padding: 10px 0;
  border-bottom: 1px solid ${token('colorBorder')};
  > dt {
    flex: none;
    max-width: 50%;
    margin: 0;
    color: ${token('colorTextMuted')};
  }
  > dd {
    flex: 1;
    min-width: 0;
    margin: 0;
    text-align: end;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** A definition list of label–value rows (an order summary, a confirmed payment, a profile). */
export function SummaryList({ items }: SummaryListProps) {
  return (
    <List>
      {items.map(
        (item, index) =>
          item && (
            <Item key={index}>
              <dt>{item[0]}</dt>
              <dd>{item[1]}</dd>
            </Item>
          ),
      )}
    </List>
  );
}
