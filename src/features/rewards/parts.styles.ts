import styled from 'styled-components';
import { token } from '@/shared/ui/theme';

/** One rewards card (streak, money box, free coins, scratch card). */
export const Card = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};
  background: ${token('colorSurfaceRaised')};
`;

export const CardHeading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

export const Text = styled.p`
  margin: 0;
`;

/** Artwork with its size fixed before it loads (no layout shift). */
export const Art = styled.img`
  display: block;
  flex: none;
  border-radius: ${token('radius')};
`;

export const WithArt = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;

/** A progress track; its bar's width moves with a transition unless the player asks for reduced motion. */
export const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border: 1px solid ${token('colorBorder')};
  border-radius: 6px;
  background: ${token('colorSurface')};
`;

export const Bar = styled.div`
  height: 100%;
  background: ${token('colorPrimary')};
  transition: width 1.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
