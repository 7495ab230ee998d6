import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { CashierThemeProvider } from './CashierThemeProvider';

describe('Button', () => {
  it('is a button that does not submit forms by default', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((event: SubmitEvent) => {
      event.preventDefault();
    });
    const onClick = jest.fn();
    render(
      <CashierThemeProvider>
        <form
          onSubmit={(event) => {
            onSubmit(event.nativeEvent);
          }}
        >
          <Button onClick={onClick}>Pay</Button>
          <Button type="submit" variant="secondary">
            Send
          </Button>
        </form>
      </CashierThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is reachable by keyboard and shows the theme colours of its variant', async () => {
    const user = userEvent.setup();
    render(
      <CashierThemeProvider theme={{ colorPrimary: '#003366' }}>
        <Button>Pay</Button>
        <Button variant="link">Details</Button>
      </CashierThemeProvider>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveStyle({ backgroundColor: '#003366' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
  });

  it('keeps its default colours outside a ThemeProvider', () => {
    render(<Button>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveStyle({ backgroundColor: '#1d4ed8' });
  });
});
