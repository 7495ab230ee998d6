import { logger } from '@/shared/log';
import { notificationStatusColors } from '@/shared/notifications/statusColors';
import { contrastRatio } from './contrast';
import { createStyledTheme, defaultTheme, mergeTheme } from './theme';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe('defaultTheme', () => {
  const surfaces = [defaultTheme.colorSurface, defaultTheme.colorSurfaceRaised];

  it.each(['colorText', 'colorTextMuted', 'colorPrimary', 'colorDanger', 'colorSuccess', 'colorWarning'] as const)(
    '%s has ≥ 4.5:1 contrast on both surfaces',
    (name) => {
      for (const surface of surfaces) expect(contrastRatio(defaultTheme[name], surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('colorOnPrimary has ≥ 4.5:1 contrast on colorPrimary', () => {
    expect(contrastRatio(defaultTheme.colorOnPrimary, defaultTheme.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorFocus', 'colorBorder'] as const)('%s has ≥ 3:1 non-text contrast on both surfaces', (name) => {
    for (const surface of surfaces) expect(contrastRatio(defaultTheme[name], surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(notificationStatusColors))('notification status %s text has ≥ 4.5:1 on its background', (_, colors) => {
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
  });
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

  it('adds the z-index base for styled-components', () => {
    expect(createStyledTheme({}, 5000)).toEqual({ ...defaultTheme, zIndexBase: 5000 });
    expect(createStyledTheme().zIndexBase).toBe(9900);
  });
});
