import { logger } from '@/shared/log';
import { notificationStatusColors } from '@/shared/notifications/statusColors';
import { contrastRatio } from './contrast';
import { createStyledTheme, darkColors, defaultTheme, lightColors, mergeTheme, scaleTokens } from './theme';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('the %s colours', (_, colors) => {
  const surfaces = [colors.colorSurface, colors.colorSurfaceRaised];

  it.each(['colorText', 'colorTextMuted', 'colorPrimary', 'colorDanger', 'colorSuccess', 'colorWarning'] as const)(
    '%s has ≥ 4.5:1 contrast on both surfaces',
    (name) => {
      for (const surface of surfaces) expect(contrastRatio(colors[name], surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('colorOnPrimary has ≥ 4.5:1 contrast on colorPrimary', () => {
    expect(contrastRatio(colors.colorOnPrimary, colors.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorFocus', 'colorBorder'] as const)('%s has ≥ 3:1 non-text contrast on both surfaces', (name) => {
    for (const surface of surfaces) expect(contrastRatio(colors[name], surface)).toBeGreaterThanOrEqual(3);
  });

  it('has every colour token of the other scheme', () => {
    expect(Object.keys(colors).sort()).toEqual(Object.keys(lightColors).sort());
  });
});

describe('defaultTheme', () => {
  it('is the light colours with the scale tokens', () => {
    expect(defaultTheme).toEqual({ ...lightColors, ...scaleTokens });
  });

  it('sizes are px, never rem (ADR 0003)', () => {
    for (const value of Object.values(scaleTokens)) expect(value).not.toMatch(/[0-9]rem/);
  });

  it.each(Object.entries(notificationStatusColors))(
    'notification status %s text has ≥ 4.5:1 on its background',
    (_, colors) => {
      expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});

describe('mergeTheme', () => {
  it('puts host tokens over the defaults', () => {
    expect(mergeTheme({ colorPrimary: '#003366' })).toEqual({ ...defaultTheme, colorPrimary: '#003366' });
    expect(mergeTheme()).toEqual(defaultTheme);
  });

  it('ignores and reports tokens that are not non-empty strings', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const untyped = { colorText: 42, radius: '  ', colorSurface: undefined } as unknown as Record<string, string>;
    expect(mergeTheme(untyped)).toEqual(defaultTheme);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('applies top-level colours to the light scheme only, `dark` colours to the dark scheme only', () => {
    const overrides = { colorPrimary: '#003366', dark: { colorPrimary: '#99ccff' } };
    expect(mergeTheme(overrides, 'light').colorPrimary).toBe('#003366');
    expect(mergeTheme(overrides, 'dark')).toEqual({ ...darkColors, ...scaleTokens, colorPrimary: '#99ccff' });
  });

  it('applies the scale tokens to both schemes', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const merged = mergeTheme({ space4: '20px', fontFamily: 'Georgia, serif', durationFast: '0ms' }, scheme);
      expect(merged).toMatchObject({ space4: '20px', fontFamily: 'Georgia, serif', durationFast: '0ms' });
    }
  });

  it('ignores and reports a dark set that is not an object, and dark tokens that are not strings', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const untyped = { dark: 'black' } as unknown as Record<string, string>;
    expect(mergeTheme(untyped, 'dark')).toEqual({ ...darkColors, ...scaleTokens });
    const badToken = { dark: { colorText: 7, colorSurface: '#000000' } } as unknown as Record<string, string>;
    expect(mergeTheme(badToken, 'dark')).toEqual({ ...darkColors, ...scaleTokens, colorSurface: '#000000' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('theme dark must be an object');
    expect(warn.mock.calls[1]?.[0]).toContain('"dark.colorText"');
    warn.mockRestore();
  });

  it('adds the z-index base and the scheme for styled-components', () => {
    expect(createStyledTheme({}, 5000)).toEqual({ ...defaultTheme, zIndexBase: 5000, colorScheme: 'light' });
    expect(createStyledTheme().zIndexBase).toBe(9900);
    expect(createStyledTheme({}, 9900, 'dark')).toEqual({
      ...darkColors,
      ...scaleTokens,
      zIndexBase: 9900,
      colorScheme: 'dark',
    });
  });
});
