import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { token } from './theme';

const Card = styled.label`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${token('space3')};
  min-height: 44px;
  padding: ${token('space3')} ${token('space4')};
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurfaceRaised')};
  color: ${token('colorText')};
  cursor: pointer;
  transition: border-color ${token('durationFast')} ${token('easingStandard')};

  /* Selected: a thicker primary border as well as the native radio's dot, so it never rests on colour alone. */
  &:has(input:checked) {
    border-color: ${token('colorPrimary')};
    box-shadow: inset 0 0 0 1px ${token('colorPrimary')};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  /* The card shows the focus ring. */
  outline: none;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
`;

const Label = styled.span`
  font-weight: 600;
`;

const Description = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

export interface RadioCardProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** Cards of one choice share a `name`: the browser then moves between them with the arrow keys. */
  name: string;
  value: string;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the end of the card (a price, a badge). Part of the radio's accessible name. */
  end?: ReactNode;
}

/**
 * A native radio inside a labelled card: the whole card is its label (one click target, one accessible name), the
 * group behaves like any radio group (Tab in, arrows move and select, Space selects). Put the cards of one choice
 * in a `RadioCardGroup` (a fieldset with its legend).
 */
export function RadioCard({ label, description, end, ...input }: RadioCardProps) {
  return (
    <Card>
      <Radio type="radio" {...input} />
      <Text>
        <Label>{label}</Label>
        {description !== undefined && <Description>{description}</Description>}
      </Text>
      {end}
    </Card>
  );
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${token('space3')};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${token('space2')};
  padding: 0;
  font-weight: 600;
`;

export interface RadioCardGroupProps {
  /** What the choice is about, read before the first card. */
  legend: ReactNode;
  /** The id of what else describes the choice (its error). */
  describedBy?: string;
  /** The group's fieldset: where a screen looks for the first card, e.g. to move focus after a removal. */
  ref?: Ref<HTMLFieldSetElement>;
  children: ReactNode;
}

/** The group of a choice: a fieldset named by its legend, the cards stacked with the kit's spacing. */
export function RadioCardGroup({ legend, describedBy, ref, children }: RadioCardGroupProps) {
  return (
    <Fieldset ref={ref} aria-describedby={describedBy}>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}
