import styled, { keyframes } from 'styled-components';
import type { Presence } from '@/shared/a11y/usePresence';
import { focusRing } from '@/shared/ui/focusRing';

export const FADE_MS = 200;

/** How far below the viewport's top the dialog starts at desktop widths (the phone layout fills the screen). */
const DIALOG_TOP = 'clamp(16px, 8vh, 72px)';
/** The header's height: its 44 px buttons and 10 px above and below. */
const HEADER_PX = 64;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Backdrop = styled.div<{ $presence: Presence; $zIndex: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $zIndex }) => $zIndex};
  display: flex;
  /* Anchored at the top: content that arrives later grows the dialog downwards, never moves its header. */
  align-items: flex-start;
  justify-content: center;
  padding: ${DIALOG_TOP} 16px 16px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colorBackdrop};
  font-family: ${({ theme }) => theme.fontFamily};
  animation: ${fadeIn} ${FADE_MS}ms ease-out;
  opacity: ${({ $presence }) => ($presence === 'closing' ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease-in;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
  @media (max-width: 767px) {
    padding: 0;
  }
`;

/*
 * The spec's big wrapper, the only one (docs/product/routes.md#cash-panel-view-modes-and-wrapper-mode), sized to
 * its content (docs/design-system.md, "The dialog"): as tall as the screen needs, between a minimum (a short
 * screen is not a sliver) and the viewport (the body scrolls, the header and a sticky action row stay). The
 * backdrop anchors it at the top, so content that arrives later (the packages after their skeletons, the rewards
 * panel) grows it downwards and never moves its header (layout shift). Full screen on a phone.
 */
export const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  outline: none;
  /* The host's global link styles must not decide our contrast (a host with light links broke it). */
  a {
    color: ${({ theme }) => theme.colorPrimary};
    ${focusRing}
  }
  width: min(720px, 100%);
  min-height: min(400px, 100%);
  max-height: 100%;
  /* The notifications at the top (NotificationCenter.styles.ts) start below the header: never over Back or Close. */
  --cashier-toast-top: calc(${DIALOG_TOP} + ${HEADER_PX + 8}px);
  @media (max-width: 767px) {
    width: 100vw;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    --cashier-toast-top: ${HEADER_PX + 8}px;
  }
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  height: ${HEADER_PX}px;
  flex: none;
  padding: 0 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  text-align: center;
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: 16px;
`;
