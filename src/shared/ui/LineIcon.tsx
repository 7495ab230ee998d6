import type { SVGProps } from 'react';

export interface LineIconProps extends SVGProps<SVGSVGElement> {
  /** The path, drawn as a round-ended 2-unit line in `currentColor`. */
  d: string;
  /** Width and height in pixels. */
  size: number;
  /** The side of the square grid `d` is drawn on. */
  grid: number;
}

/** A decorative line icon, hidden from assistive technology (the control or a label beside it names the thing). */
export function LineIcon({ d, size, grid, ...svg }: LineIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} {...svg}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
