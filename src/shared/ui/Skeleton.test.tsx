import { render } from '@testing-library/react';
import { CashierThemeProvider } from './CashierThemeProvider';
import { Skeleton } from './Skeleton';

const allCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('Skeleton', () => {
  it('reserves the exact box it is given and is hidden from assistive technology', () => {
    const { container } = render(
      <CashierThemeProvider theme={{ radiusLarge: '20px' }}>
        <Skeleton width={120} height={24} />
        <Skeleton width="100%" height={96} radius="large" />
      </CashierThemeProvider>,
    );
    const [first, second] = Array.from(container.querySelectorAll<HTMLElement>('[data-skeleton]'));
    if (!first || !second) throw new Error('two skeletons expected');
    expect(first).toHaveAttribute('aria-hidden', 'true');
    expect(first.style.width).toBe('120px');
    expect(first.style.height).toBe('24px');
    expect(getComputedStyle(first).borderRadius).toBe('8px');
    expect(second.style.width).toBe('100%');
    expect(getComputedStyle(second).borderRadius).toBe('20px');
    expect(container.textContent).toBe('');
  });

  it('pulses, except under prefers-reduced-motion', () => {
    const { container } = render(
      <CashierThemeProvider>
        <Skeleton width={10} height={10} />
      </CashierThemeProvider>,
    );
    const block = container.querySelector<HTMLElement>('[data-skeleton]');
    const className = block?.className.split(' ').at(-1) ?? '';
    expect(className).not.toBe('');
    expect(getComputedStyle(block as HTMLElement).animation).toMatch(/infinite/);
    const reduced = new RegExp(`@media \\(prefers-reduced-motion: reduce\\)\\{\\.${className}\\{animation:none;\\}\\}`);
    expect(allCss()).toMatch(reduced);
  });
});
