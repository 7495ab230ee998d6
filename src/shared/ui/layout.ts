import styled from 'styled-components';
import { focusRing } from '@/shared/ui/focusRing';
import { token } from '@/shared/ui/theme';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';

export const Screen = styled.section`
  display: grid;
  gap: 16px;
  padding: 16px;
  color: ${token('colorText')};
  font-family: ${token('fontFamily')};
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 20px;
`;

/**
 * A screen's own heading where the dialog's header already says the same (docs/design-system.md, "The dialog"): it
 * still names the screen's region for screen readers, and is not shown a second time under the title.
 */
export const ScreenHeading = styled(VisuallyHidden).attrs({ as: 'h2' as const })``;

export const Muted = styled.p`
  margin: 0;
  color: ${token('colorTextMuted')};
`;

export const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.button<{ $selected?: boolean }>`
  box-sizing: border-box;
  display: grid;
  gap: 4px;
  width: 100%;
  min-height: 44px;
  padding: 12px 16px;
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colorPrimary : theme.colorBorder)};
  border-radius: ${token('radius')};
  background: ${token('colorSurfaceRaised')};
  color: ${token('colorText')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.75;
  }
`;

export const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

export const Strong = styled.strong`
  font-size: 17.6px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export const ErrorText = styled(Muted)`
  color: ${token('colorDanger')};
`;

/** A form's fields, notes and actions one under another with room between them. */
export const Form = styled.form`
  display: grid;
  gap: 12px;
  /* A readable width at desktop sizes (docs/design-system.md, "The dialog"): a State field is not 900 px wide. */
  max-width: 560px;
`;

export const Field = styled.label`
  display: grid;
  gap: 4px;
`;

export const Input = styled.input`
  min-height: 44px;
  padding: 0 12px;
  border: 2px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  font: inherit;
  ${focusRing}
`;
