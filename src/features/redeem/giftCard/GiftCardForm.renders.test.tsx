import { createElement } from 'react';
import { waitFor } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { AmountField, AmountFieldProps } from '@/features/redeem/AmountField';
import type { TextField, TextFieldProps } from '@/shared/ui/TextField';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { allowConsole } from '@test/support/console';

/*
 * What a keystroke in a gift-card input re-renders (issue [11]: every keystroke within a frame at 4× CPU,
 * test/bench/README.md "Gift-card keystrokes"): its own field, and only when the field's message changes. The
 * inputs and the amount are counted by their label each time they render (the real components, wrapped).
 */
const mockRenders: string[] = [];

jest.mock('@/shared/ui/TextField', () => {
  const actual = jest.requireActual<{ TextField: typeof TextField }>('@/shared/ui/TextField');
  return {
    TextField: (props: TextFieldProps) => {
      mockRenders.push(String(props.label));
      return createElement(actual.TextField, props);
    },
  };
});

jest.mock('@/features/redeem/AmountField', () => {
  const actual = jest.requireActual<{ AmountField: typeof AmountField }>('@/features/redeem/AmountField');
  return {
    AmountField: (props: AmountFieldProps) => {
      mockRenders.push('amount');
      return createElement(actual.AmountField, props);
    },
  };
});

setUpCashierTest({ player: 'verified' });
// The sandbox's Amazon e-mail pattern is refused (it may backtrack) and logged once per file, by whichever test shows
// the field first (src/features/redeem/fieldRules.test.ts checks that log).
beforeEach(() => allowConsole('warn', /ignoring a server-sent field pattern that may backtrack catastrophically/));

/** The labels rendered while `act` runs. */
async function rendersDuring(act: () => Promise<void>): Promise<string[]> {
  mockRenders.length = 0;
  await act();
  return mockRenders.splice(0);
}

describe('gift-card inputs re-render only themselves', () => {
  it('a keystroke re-renders its own field when its message changes, and nothing when it does not', async () => {
    const { user } = renderCashier({ path: '/cash/redeem/' });
    await user.click(await screen.findByRole('button', { name: /^Amazon Cash/ }, T));
    await user.click(await screen.findByRole('radio', { name: 'Game Store card' }, T));
    await user.click(await screen.findByRole('radio', { name: '20.00 USD' }, T));
    const tag = await screen.findByLabelText('Gamer tag', {}, T);
    // A first submit: every input shows its message, and from now on every keystroke re-validates its field.
    mockRenders.length = 0;
    await user.click(screen.getByRole('button', { name: 'Redeem 20.00 USD' }));
    expect(await screen.findByText('Enter Gamer tag.')).toBeInTheDocument();
    expect(screen.getByText('Enter Your age.')).toBeInTheDocument();
    // The submitted form then checks the amount again (the chosen price is the amount): counted from after that.
    await waitFor(() => expect(mockRenders).toContain('amount'));

    // "Enter Gamer tag." becomes the length message: the gamer tag re-renders, nothing else.
    const first = await rendersDuring(() => user.type(tag, 'a'));
    expect(await screen.findByText('Gamer tag needs at least 3 characters.')).toBeInTheDocument();
    expect(first).toContain('Gamer tag');
    expect(first.filter((label) => label !== 'Gamer tag')).toEqual([]);

    // The same message: nothing re-renders (the input keeps its own value).
    expect(await rendersDuring(() => user.type(tag, 'b'))).toEqual([]);
    expect(tag).toHaveValue('ab');

    // The message goes: the gamer tag alone again.
    const third = await rendersDuring(() => user.type(tag, 'c'));
    expect(screen.queryByText('Gamer tag needs at least 3 characters.')).not.toBeInTheDocument();
    expect(tag).not.toHaveAttribute('aria-invalid');
    expect(third).toContain('Gamer tag');
    expect(third.filter((label) => label !== 'Gamer tag')).toEqual([]);

    // Another input's keystroke leaves the gamer tag alone; the other messages are still shown.
    const age = await rendersDuring(() => user.type(screen.getByLabelText('Your age'), '3'));
    expect(await screen.findByText('Your age must be at least 18.')).toBeInTheDocument();
    expect(age.filter((label) => label !== 'Your age')).toEqual([]);
    expect(screen.getByText('Enter Amazon account e-mail.')).toBeInTheDocument();
  }, 30000);
});
