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
  font-size: 16px;
`;

export const Text = styled.p`
  margin: 0;
`;

/** The box of an artwork: its size is fixed before the image or its entry arrives (no layout shift). */
export const ArtBox = styled.span<{ $size: number }>`
  display: block;
  flex: none;
  width: ${(props) => props.$size}px;
  height: ${(props) => props.$size}px;
  overflow: hidden;
  border-radius: ${token('radius')};
  background: ${token('colorSurface')};
`;

/** Artwork scaled into its box by its intrinsic size. */
export const Art = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
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
