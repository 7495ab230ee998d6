import { createRef, useState, type Ref } from 'react';
import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { CashierThemeProvider } from './CashierThemeProvider';
import { RadioCard, RadioCardGroup } from './RadioCard';

function Choice({ onChange, groupRef }: { onChange?: (value: string) => void; groupRef?: Ref<HTMLFieldSetElement> }) {
  const [value, setValue] = useState('card');
  const change = (next: string) => {
    setValue(next);
    onChange?.(next);
  };
  return (
    <CashierThemeProvider>
      <RadioCardGroup ref={groupRef} legend="Payment method">
        {['card', 'paypal', 'voucher'].map((option) => (
          <RadioCard
            key={option}
            name="method"
            value={option}
            label={option}
            description={`Pay with ${option}`}
            checked={value === option}
            onChange={() => change(option)}
          />
        ))}
      </RadioCardGroup>
    </CashierThemeProvider>
  );
}

describe('RadioCard', () => {
  it('is a native radio named by its card, in a group named by its legend; a click anywhere on the card selects', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Choice onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    const paypal = screen.getByRole('radio', { name: /paypal/ });
    expect(paypal).not.toBeChecked();
    await user.click(screen.getByText('Pay with paypal'));
    expect(paypal).toBeChecked();
    expect(screen.getByRole('radio', { name: /card/ })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledWith('paypal');
  });

  it('takes one tab stop and moves the choice with the arrow keys, like native radios', async () => {
    const user = userEvent.setup();
    render(<Choice />);
    await user.tab();
    expect(screen.getByRole('radio', { name: /card/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /paypal/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /paypal/ })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /voucher/ })).toBeChecked();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('gives its ref the group itself, so a screen finds the first card without a wrapper of its own', () => {
    const group = createRef<HTMLFieldSetElement>();
    render(<Choice groupRef={group} />);
    expect(group.current).toBe(screen.getByRole('group', { name: 'Payment method' }));
    expect(group.current?.querySelector('input[type="radio"]')).toBe(screen.getByRole('radio', { name: /card/ }));
  });
});
