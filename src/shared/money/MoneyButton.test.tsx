import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from '@/shared/ui/CashierThemeProvider';
import { MoneyButton } from './MoneyButton';

const renderButton = (props: Partial<Parameters<typeof MoneyButton>[0]> = {}) => {
  const onClick = jest.fn();
  render(
    <CashierThemeProvider>
      <MoneyButton
        label="Pay 9.99 USD"
        submittingLabel="Processing payment…"
        submitting={false}
        onClick={onClick}
        {...props}
      />
    </CashierThemeProvider>,
  );
  return onClick;
};

describe('MoneyButton', () => {
  it('says what it pays and pays on click', async () => {
    const onClick = renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay 9.99 USD' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while an attempt runs: says so, is busy and disabled, so a second press pays nothing', async () => {
    const onClick = renderButton({ submitting: true });
    const button = screen.getByRole('button', { name: 'Processing payment…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled while nothing is chosen, and never submits a form unless told to', () => {
    renderButton({ disabled: true });
    expect(screen.getByRole('button', { name: 'Pay 9.99 USD' })).toBeDisabled();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});
