import { useState } from 'react';
import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { TextField } from './TextField';

function Voucher() {
  const [value, setValue] = useState('');
  const error = value !== '' && !/^NS/.test(value) ? 'The voucher starts with NS' : undefined;
  return (
    <CashierThemeProvider>
      <TextField
        id="voucher"
        label="Voucher"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
    </CashierThemeProvider>
  );
}

describe('TextField', () => {
  it('is labelled; an inline error marks it invalid, describes it and is announced; fixing it clears all three', async () => {
    const user = userEvent.setup();
    render(<Voucher />);
    const input = screen.getByRole('textbox', { name: 'Voucher' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('X');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The voucher starts with NS');
    expect(screen.getByRole('alert')).toHaveTextContent('The voucher starts with NS');
    await user.clear(input);
    await user.keyboard('NS1');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its error line while it shows: a message that comes or goes changes a text and a role, not a node', async () => {
    const user = userEvent.setup();
    const { container } = render(<Voucher />);
    const line = container.querySelector('#voucher-error');
    expect(line).toBeEmptyDOMElement();
    expect(line).not.toHaveAttribute('role');
    await user.type(screen.getByRole('textbox', { name: 'Voucher' }), 'X');
    expect(screen.getByRole('alert')).toBe(line);
    await user.clear(screen.getByRole('textbox', { name: 'Voucher' }));
    expect(container.querySelector('#voucher-error')).toBe(line);
    expect(line).toBeEmptyDOMElement();
    expect(line).not.toHaveAttribute('role');
  });
});
