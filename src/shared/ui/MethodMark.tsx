import styled from 'styled-components';
import { Tile } from './layout';
import { token } from './theme';

/**
 * The glyphs of the kit's method marks: what a method pays with or into, not whose brand it is. Each area maps its
 * own method kinds onto them (the deposit's payment methods, the redemption's payout methods).
 */
export type MethodGlyph = 'card' | 'bank' | 'wallet' | 'phone' | 'voucher' | 'gift';

/**
 * Marks of payment and payout methods, drawn for this project as simple line glyphs (24 × 24, `currentColor`): a
 * card, a bank, a wallet, a phone paying on the device, a voucher and a gift card. No third-party logo or artwork is
 * copied; the method's own name is always written next to its mark, which is decorative
 * (docs/design-system.md#method-marks).
 */
const PATHS: Record<MethodGlyph, string> = {
  // A card with its magnetic stripe and a chip.
  card: 'M3 6h18v12H3zM3 9.5h18M6 14h4',
  // A bank: pediment, four columns, base.
  bank: 'M3 9l9-5 9 5zM5 9v8m4.7-8v8m4.6-8v8M19 9v8M3 19h18',
  // A wallet with its clasp.
  wallet: 'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM4 7l11-3v3M15 12h5v3h-5z',
  // A phone with a tick: paying on the device.
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM9.5 12l2 2 3.5-4',
  // A voucher with its perforation and code.
  voucher: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM9 7v10M12 12h6',
  // A gift card: a card with a ribbon across it and a bow.
  gift: 'M3 6h18v12H3zM9 6v12M3 11h18M9 11c-2-3-5-3-4-5 1-1 3 1 4 5zM9 11c2-3 5-3 4-5-1-1-3 1-4 5z',
};

/** Each glyph's own tint, so the marks read apart at a glance (the name beside them says which is which). */
const TINTS: Record<MethodGlyph, string> = {
  card: '#1d4ed8',
  bank: '#0e7a3e',
  wallet: '#0b4a9c',
  phone: '#161a22',
  voucher: '#b0126b',
  gift: '#b45309',
};

const Box = styled.span<{ $tint: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  /* A white chip in every colour scheme, as payment marks are usually shown, so the tints keep their contrast. */
  background: #ffffff;
  color: ${({ $tint }) => $tint};
  box-shadow: inset 0 0 0 1px ${token('colorBorder')};
`;

/** A method's tile (deposit's payment methods, redeem's payout methods): its mark, then its name. */
export const MethodTile = styled(Tile)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
`;

export function MethodMark({ glyph }: { glyph: MethodGlyph }) {
  return (
    <Box $tint={TINTS[glyph]} aria-hidden="true">
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d={PATHS[glyph]} />
      </svg>
    </Box>
  );
}
