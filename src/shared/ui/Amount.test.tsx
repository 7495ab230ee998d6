import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { formatMoney } from '@/shared/format/money';
import { Amount } from './Amount';
import { CashierThemeProvider } from './CashierThemeProvider';
import { scaleTokens } from './theme';

describe('Amount', () => {
  it('formats with the cashier money formatter (grouped, two decimals, currency after)', () => {
    const { container } = render(
      <CashierThemeProvider>
        <Amount value={1234.5} currency="USD" />
      </CashierThemeProvider>,
    );
    expect(container.textContent).toBe(formatMoney(1234.5, 'USD'));
    expect(container.textContent).toBe('1\u00a0234.50 USD');
  });

  it.each([
    ['small', scaleTokens.fontSizeSmall],
    ['body', scaleTokens.fontSizeBody],
    ['title', scaleTokens.fontSizeTitle],
    ['display', scaleTokens.fontSizeDisplay],
  ] as const)('size %s is %s from the type scale', (size, px) => {
    render(
      <CashierThemeProvider>
        <Amount value={10} currency="EUR" size={size} />
      </CashierThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('10.00 EUR')).fontSize).toBe(px);
  });

  it('follows a host type-scale override', () => {
    render(
      <CashierThemeProvider theme={{ fontSizeDisplay: '32px' }}>
        <Amount value={5} currency="USD" size="display" />
      </CashierThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('5.00 USD')).fontSize).toBe('32px');
  });
});
