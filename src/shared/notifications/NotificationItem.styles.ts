import styled from 'styled-components';
import { token } from '@/shared/ui/theme';
import { NOTIFICATION_FADE_MS } from './types';

/* One notification's parts, in the notification items' own chunk (NotificationCenter.tsx). */

export const Item = styled.li.attrs<{ $text: string; $background: string; $leaving: boolean }>(
  ({ $text, $background }) => ({
    // Colours may come per notification from the server: inline style avoids a generated class per colour.
    style: { color: $text, backgroundColor: $background },
  }),
)`
  pointer-events: auto;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: 12px;
  padding: 12px 8px 12px 16px;
  border-radius: ${token('radius')};
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  font-family: ${token('fontFamily')};
  font-size: 15px;
  line-height: 1.4;
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${NOTIFICATION_FADE_MS}ms ease-in;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const IconSlot = styled.span`
  display: flex;
  padding-top: 2px;

  & > img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
`;

export const Content = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Caption = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Message = styled.p`
  margin: 0;
`;

export const Picture = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin-top: 4px;
  border-radius: ${token('radius')};
`;

/** Keeps the grid's third column when there is no close button, so text never runs under the edge. */
export const CloseSlot = styled.span`
  display: flex;
  min-width: 8px;
  margin: -10px -4px -10px 0;
`;
