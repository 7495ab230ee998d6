import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { Badge } from './Badge';
import { CashierThemeProvider } from './CashierThemeProvider';
import { darkColors, lightColors } from './theme';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('Badge', () => {
  it('shows its words in the tone colour of the scheme', () => {
    render(
      <CashierThemeProvider>
        <Badge>Pending</Badge>
        <Badge tone="accent">Best value</Badge>
        <Badge tone="success">Paid</Badge>
        <Badge tone="warning">Expires soon</Badge>
      </CashierThemeProvider>,
    );
    expect(getComputedStyle(screen.getByText('Pending')).color).toBe(rgb(lightColors.colorTextMuted));
    expect(getComputedStyle(screen.getByText('Best value')).color).toBe(rgb(lightColors.colorPrimary));
    expect(getComputedStyle(screen.getByText('Paid')).color).toBe(rgb(lightColors.colorSuccess));
    expect(getComputedStyle(screen.getByText('Expires soon')).color).toBe(rgb(lightColors.colorWarning));
  });

  it('takes the dark colours in the dark scheme', () => {
    render(
      <CashierThemeProvider colorScheme="dark">
        <Badge tone="success">Paid</Badge>
      </CashierThemeProvider>,
    );
    const badge = screen.getByText('Paid');
    expect(getComputedStyle(badge).color).toBe(rgb(darkColors.colorSuccess));
    expect(getComputedStyle(badge).backgroundColor).toBe(rgb(darkColors.colorSurface));
  });
});
