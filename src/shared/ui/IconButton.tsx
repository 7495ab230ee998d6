import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focusRing';
import { token } from './theme';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name, already translated. Required: the icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; rendered as decoration (give SVGs `aria-hidden`). */
  children: ReactNode;
}

const StyledIconButton = styled.button`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* 44 px keeps the target comfortable on touch screens (WCAG 2.5.8 asks for at least 24). */
  width: 44px;
  height: 44px;
  /* Never squeezed by a long title beside it in a flex row (a popup's header at 375 px). */
  flex: none;
  padding: 0;
  border: 0;
  border-radius: ${token('radius')};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${token('colorSurfaceRaised')};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** A button showing only an icon; its `label` becomes the accessible name and the tooltip. */
export function IconButton({ label, children, type = 'button', title, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={title ?? label} {...rest}>
      {children}
    </StyledIconButton>
  );
}
