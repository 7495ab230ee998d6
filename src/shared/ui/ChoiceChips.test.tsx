import { useState } from 'react';
import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { ChoiceChips } from './ChoiceChips';

function Prices({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CashierThemeProvider>
      <ChoiceChips
        legend="Value of the card"
        options={['10', '25', '50'].map((price) => ({ value: price, label: `${price}.00 USD` }))}
        input={(option) => ({
          name: 'price',
          checked: value === option,
          onChange: () => {
            setValue(option);
            onChange(option);
          },
        })}
      />
    </CashierThemeProvider>
  );
}

describe('ChoiceChips', () => {
  it('is a radio group named by its legend; a click on a chip chooses it', async () => {
    const onChange = jest.fn();
    render(<Prices onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Value of the card' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByText('25.00 USD'));
    expect(screen.getByRole('radio', { name: '25.00 USD' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('25');
  });

  it('takes one tab stop; the arrow keys move the choice', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Prices onChange={onChange} />);
    await user.click(screen.getByText('10.00 USD'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '25.00 USD' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '25.00 USD' })).toHaveFocus();
  });
});
