import styled, { keyframes } from 'styled-components';
import type { Presence } from '@/shared/a11y/usePresence';
import { focusRing } from '@/shared/ui/focusRing';

export const FADE_MS = 200;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const Backdrop = styled.div<{ $presence: Presence; $zIndex: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $zIndex }) => $zIndex};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colorBackdrop};
  font-family: ${({ theme }) => theme.fontFamily};
  animation: ${fadeIn} ${FADE_MS}ms ease-out;
  opacity: ${({ $presence }) => ($presence === 'closing' ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease-in;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

/*
 * The spec's big wrapper, the only one (docs/product/routes.md#cash-panel-view-modes-and-wrapper-mode). A fixed
 * height: content that arrives later (the packages after their skeletons, the rewards panel) fills the dialog
 * instead of growing it, so the centred dialog never moves its header (layout shift).
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
  width: min(960px, 100vw - 32px);
  height: min(760px, 100dvh - 32px);
  @media (max-width: 767px) {
    width: 100vw;
    height: 100dvh;
    border-radius: 0;
  }
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: 48px 1fr 48px;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
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
