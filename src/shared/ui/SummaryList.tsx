import type { ReactNode } from 'react';
import { Row } from './layout';

export interface SummaryListProps {
  /** Label and value per row, in order; a falsy entry is left out (a row that applies only sometimes). */
  items: readonly ([ReactNode, ReactNode] | false | null | undefined)[];
}

/** A definition list of label–value rows, one line each (an order summary, a confirmed payment). */
export function SummaryList({ items }: SummaryListProps) {
  return (
    <dl>
      {items.map(
        (item, index) =>
          item && (
            <Row as="div" key={index}>
              <dt>{item[0]}</dt>
              <dd>{item[1]}</dd>
            </Row>
          ),
      )}
    </dl>
  );
}
