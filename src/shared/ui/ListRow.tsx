import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';
import { token } from './theme';

const row = css`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${token('space3')};
  width: 100%;
  min-height: 56px;
  padding: ${token('space2')} ${token('space4')};
  color: ${token('colorText')};
  text-align: left;
`;

const Item = styled.li`
  list-style: none;
  border-bottom: 1px solid ${token('colorBorder')};
`;

const Static = styled.div`
  ${row}
`;

const Action = styled.button`
  ${row}
  border: 0;
  background: transparent;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${token('colorSurfaceRaised')};
  }
`;

const Text = styled.span`
  display: grid;
  flex: 1;
  gap: 2px;
  min-width: 0;
`;

const Secondary = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

const End = styled.span`
  display: grid;
  justify-items: end;
  gap: 2px;
`;

export interface ListRowProps {
  title: ReactNode;
  /** A second, muted line (a date, a card's expiry). */
  secondary?: ReactNode;
  /** Before the text: an icon or a mark (decorative ones take `aria-hidden`). */
  start?: ReactNode;
  /** After the text: an amount, a badge. */
  end?: ReactNode;
  /** Makes the whole row one button. */
  onSelect?: () => void;
}

/** One row of a list (`<ul>`): start, title and secondary line, end. With `onSelect` the row is a button. */
export function ListRow({ title, secondary, start, end, onSelect }: ListRowProps) {
  const content = (
    <>
      {start}
      <Text>
        <span>{title}</span>
        {secondary !== undefined && <Secondary>{secondary}</Secondary>}
      </Text>
      {end !== undefined && <End>{end}</End>}
    </>
  );
  return (
    <Item>
      {onSelect ? (
        <Action type="button" onClick={onSelect}>
          {content}
        </Action>
      ) : (
        <Static>{content}</Static>
      )}
    </Item>
  );
}
