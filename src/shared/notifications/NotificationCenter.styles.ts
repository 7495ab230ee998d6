import styled from 'styled-components';
import { Z_LAYER, token } from '@/shared/ui/theme';

const Stack = styled.div<{ $zIndex: number | undefined }>`
  position: fixed;
  z-index: ${(props) => props.$zIndex ?? token('zIndexBase')(props) + Z_LAYER.notification};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(480px, calc(100vw - 32px));
  /* The empty stack must not block clicks on the page or the overlay underneath; items opt back in. */
  pointer-events: none;
`;

/**
 * The `notification` list: centred near the top; below the cashier's header while the cashier is open (its dialog
 * sets `--cashier-toast-top`), so a notice never covers Back or Close.
 */
export const TopStack = styled(Stack)`
  top: var(--cashier-toast-top, 16px);
  left: 50%;
  transform: translateX(-50%);
`;

/** The `toastr` list: stacked in the bottom-right corner (full width on narrow screens). */
export const CornerStack = styled(Stack)`
  right: 16px;
  bottom: 16px;
  width: min(360px, calc(100vw - 32px));
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
