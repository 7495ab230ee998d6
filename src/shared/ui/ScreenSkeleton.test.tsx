import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { CashierThemeProvider } from './CashierThemeProvider';
import { ScreenSkeleton } from './ScreenSkeleton';

const renderShape = (props: Parameters<typeof ScreenSkeleton>[0]) =>
  render(
    <CashierThemeProvider>
      <ScreenSkeleton {...props} />
    </CashierThemeProvider>,
  );

describe('ScreenSkeleton', () => {
  it.each([
    ['list', 6],
    ['form', 8],
    ['result', 4],
  ] as const)('the %s outline: %i blocks, announced once as loading, busy, no visible text', (shape, blocks) => {
    const { container } = renderShape({ shape, label: 'Loading your history…' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your history…');
    const outline = container.querySelector(`[data-screen-skeleton="${shape}"]`);
    expect(outline).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(blocks);
    for (const block of container.querySelectorAll('[data-skeleton]'))
      expect(block).toHaveAttribute('aria-hidden', 'true');
  });

  it('inside a screen whose heading shows (`part`): no heading bar', () => {
    const { container } = renderShape({ shape: 'list', part: true });
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
