import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { RadioCardGroup } from './RadioCard';
import { token } from './theme';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space2')};
`;

const Chip = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  min-height: 44px;
  padding: 0 ${token('space3')};
  border: 1px solid ${token('colorPrimary')};
  border-radius: ${token('radiusPill')};
  background: ${token('colorSurface')};
  color: ${token('colorPrimary')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  /* Chosen: filled, and a tick before the value, so the state never rests on colour alone. */
  &:has(input:checked) {
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
  }
  &:has(input:checked)::before {
    /* Empty alternative text: the radio's own checked state is what assistive technology reads. */
    content: '✓' / '';
    margin-right: 6px;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
  > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export interface ChoiceChipsProps {
  /** What the choice is about, read before the first chip. */
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /**
   * The radios' shared props (a kit form registration, src/shared/form/useForm.ts, or `name`, `checked` by value and
   * `onChange`).
   */
  input: (value: string) => Omit<ComponentPropsWithRef<'input'>, 'type' | 'value'>;
  /** Extra description of the group (an error's id). */
  describedBy?: string;
  children?: ReactNode;
}

/**
 * The kit's chips for a short choice of values (a gift card's prices, preset amounts): native radios in pill-shaped
 * labels, 44 px tall, filled with a tick when chosen; Tab into the group, arrows move and choose (a radio group,
 * named by its legend like the radio cards').
 */
export function ChoiceChips({ legend, options, input, describedBy, children }: ChoiceChipsProps) {
  return (
    <RadioCardGroup legend={legend} describedBy={describedBy}>
      <Chips>
        {options.map((option) => (
          <Chip key={option.value}>
            <input type="radio" value={option.value} {...input(option.value)} />
            {option.label}
          </Chip>
        ))}
      </Chips>
      {children}
    </RadioCardGroup>
  );
}
