import styled, { css } from 'styled-components';
import { tokens } from './tokens';

const buttonBase = css`
  font: inherit;
  font-weight: 600;
  border-radius: ${tokens.radius};
  padding: 0.5rem 1rem;
  min-height: 44px;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

/** The look of the shell's raised surfaces (its dialogs, the support chat): colours, border, corners. */
export const raisedSurface = css`
  background: ${tokens.surfaceRaised};
  color: ${tokens.text};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
`;

export const PrimaryButton = styled.button`
  ${buttonBase}
  background: ${tokens.accent};
  color: ${tokens.onAccent};
  border: 2px solid ${tokens.accent};
`;

export const SecondaryButton = styled.button`
  ${buttonBase}
  background: transparent;
  color: ${tokens.text};
  border: 2px solid ${tokens.border};
`;

export const Panel = styled.section`
  min-width: 0;
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  padding: 1rem 1.25rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  flex: 1 1 9rem;
  min-width: 0;
  label {
    font-weight: 600;
  }
  input,
  select {
    font: inherit;
    color: ${tokens.text};
    background: ${tokens.page};
    border: 1px solid ${tokens.border};
    border-radius: 6px;
    padding: 0.4rem 0.6rem;
    min-height: 44px;
    /* A long option (the sandbox players' descriptions) must not widen the panel past its column. */
    width: 100%;
    min-width: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
`;

export const Muted = styled.p`
  color: ${tokens.textMuted};
  margin: 0.25rem 0;
`;
