import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './focusRing';
import { token } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the main action of a screen, `secondary` for the others, `link` for low-emphasis actions. Default `primary`. */
  variant?: ButtonVariant;
}

const variants = {
  primary: css`
    background: ${token('colorPrimary')};
    color: ${token('colorOnPrimary')};
    border-color: ${token('colorPrimary')};
  `,
  secondary: css`
    background: ${token('colorSurface')};
    color: ${token('colorPrimary')};
    border-color: ${token('colorPrimary')};
  `,
  link: css`
    /* Quiet, but a whole tap target (44 px, WCAG 2.5.5) like every control of the kit. */
    min-width: 44px;
    min-height: 44px;
    padding: 0 4px;
    background: transparent;
    color: ${token('colorPrimary')};
    border-color: transparent;
    text-decoration: underline;
    text-underline-offset: 2px;
  `,
};

// The 8 px above and below give a label that wraps to two lines at a phone's width ("Confirm and redeem 30.00 USD")
// room; a one-line label is still 44 px tall (min-height). A comment here, not in the CSS: that would ship.
const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 20px;
  border: 2px solid transparent;
  border-radius: ${token('radius')};
  font-family: ${token('fontFamily')};
  font-size: 16px;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** The kit's button. `type` defaults to `button` so a button inside a form never submits by accident. */
export function Button({ variant = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...rest} />;
}
