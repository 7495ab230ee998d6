import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { ListRow } from './ListRow';

describe('ListRow', () => {
  it('is a list item with its title, secondary line and end', () => {
    render(
      <CashierThemeProvider>
        <ul aria-label="Transactions">
          <ListRow title="Deposit" secondary="2 Nov 2026" end="10.00 USD" />
        </ul>
      </CashierThemeProvider>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Deposit');
    expect(item).toHaveTextContent('2 Nov 2026');
    expect(item).toHaveTextContent('10.00 USD');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onSelect the whole row is one button, operable by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(
      <CashierThemeProvider>
        <ul>
          <ListRow title="Visa •••• 4242" secondary="Expires 12/29" onSelect={onSelect} />
        </ul>
      </CashierThemeProvider>,
    );
    const button = screen.getByRole('button', { name: /Visa •••• 4242.*Expires 12\/29/ });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });
});
