/**
 * The `colorScheme` prop through the real cashier: `dark` renders the dark tokens, `auto` follows
 * `prefers-color-scheme` live, a wrong value falls back to light with an error in the log, `mount()` takes it.
 * (jsdom does not show the reset's global rules; the browser suite checks the root's `color-scheme`.) The colours are
 * read from the cashier's own sheet in its shadow root: jsdom's getComputedStyle goes stale when a shadow root's sheet
 * changes.
 * docs/design-system.md.
 */
import { act, waitFor } from '@testing-library/react';
import { declaredStyle, screen } from '@test/support/screen';
import { logger } from '@/shared/log';
import { installSandboxServer } from '@test/support/sandbox';
import { renderCashier } from '@test/support/renderCashier';
import { darkColors, lightColors } from '@/shared/ui/theme';
import { mount } from '@/exposes/mount';

const { sandbox } = installSandboxServer();

beforeEach(() => {
  sandbox.admin.loginAs('verified');
  window.history.replaceState(null, '', '/');
});

/** A controllable `prefers-color-scheme: dark` media query. */
function fakeSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('prefers-color-scheme: dark') ? dark : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
    listeners,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

describe('colorScheme', () => {
  it('is light by default', async () => {
    renderCashier({ path: '/cash/deposit/' });
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' });
    expect(declaredStyle(dialog, 'background')).toBe(lightColors.colorSurface);
  });

  it("dark renders the dark tokens, with the host's dark overrides", async () => {
    renderCashier({
      path: '/cash/deposit/',
      props: { colorScheme: 'dark', theme: { dark: { colorText: '#fafafa' } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' });
    expect(declaredStyle(dialog, 'background')).toBe(darkColors.colorSurface);
    expect(declaredStyle(dialog, 'color')).toBe('#fafafa');
  });

  it('auto follows prefers-color-scheme while open, and stops listening on unmount', async () => {
    const system = fakeSystemScheme(true);
    try {
      const { unmount } = renderCashier({ path: '/cash/deposit/', props: { colorScheme: 'auto' } });
      const dialog = await screen.findByRole('dialog', { name: 'Select a package' });
      expect(declaredStyle(dialog, 'background')).toBe(darkColors.colorSurface);
      act(() => system.set(false));
      await waitFor(() => expect(declaredStyle(dialog, 'background')).toBe(lightColors.colorSurface));
      expect(screen.getByRole('dialog', { name: 'Select a package' })).toBe(dialog);
      unmount();
      expect(system.listeners.size).toBe(0);
    } finally {
      system.restore();
    }
  });

  it('a wrong value is reported and falls back to light', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    renderCashier({ path: '/cash/deposit/', props: { colorScheme: 'night' as unknown as 'dark' } });
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' });
    expect(declaredStyle(dialog, 'background')).toBe(lightColors.colorSurface);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('colorScheme must be "light", "dark" or "auto"'));
    error.mockRestore();
  });

  it('mount() takes colorScheme and update() switches it', async () => {
    window.history.pushState(null, '', '/cash/deposit/');
    const element = document.createElement('div');
    document.body.append(element);
    let handle: ReturnType<typeof mount> | undefined;
    act(() => {
      handle = mount(element, { apiBaseUrl: 'http://localhost', colorScheme: 'dark' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select a package' });
    expect(declaredStyle(dialog, 'background')).toBe(darkColors.colorSurface);
    act(() => handle?.update({ colorScheme: 'light' }));
    await waitFor(() => expect(declaredStyle(dialog, 'background')).toBe(lightColors.colorSurface));
    act(() => handle?.unmount());
    element.remove();
  });
});
