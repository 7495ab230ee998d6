/**
 * The demo shell's own palette. Contrast on `page`/`surface`: text ≈ 15:1, muted ≈ 10:1, link ≈ 8:1,
 * accent buttons (dark text on amber) ≈ 11:1 — all above WCAG AA.
 * Kept as plain constants rather than a styled-components theme so the shell does not augment
 * `DefaultTheme`, which the remote owns in the same TypeScript program.
 */
export const tokens = {
  page: '#0d1421',
  surface: '#162033',
  surfaceRaised: '#1f2b42',
  border: '#3a4a66',
  text: '#f3f6fb',
  textMuted: '#c5cfdf',
  link: '#9cc7ff',
  accent: '#ffc94d',
  onAccent: '#1a1405',
  danger: '#ff9a9a',
  success: '#7fe0a8',
  focus: '#ffe08a',
  radius: '10px',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
