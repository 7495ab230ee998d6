import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { ApplePayForm } from './ApplePayForm';
import { applyPretendApplePay, PRETEND_APPLE_PAY_KEY, readPretendApplePay } from './pretendApplePay';
import type { ApplePayHost } from './fakeApplePaySession';

afterEach(() => sessionStorage.clear());

describe('Pretend Apple Pay support (sandbox panel)', () => {
  it('the checkbox keeps the switch for this tab and reloads the page; the outcome is kept without a reload', async () => {
    const user = userEvent.setup();
    const reload = jest.fn();
    render(<ApplePayForm reload={reload} />);
    const outcome = screen.getByRole('combobox', { name: 'Apple Pay sheet outcome' });
    expect(outcome).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Pretend Apple Pay support' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readPretendApplePay(window)).toEqual({ enabled: true, outcome: 'pay' });

    await user.selectOptions(outcome, 'decline');
    expect(readPretendApplePay(window)).toEqual({ enabled: true, outcome: 'decline' });
    expect(reload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('checkbox', { name: 'Pretend Apple Pay support' }));
    expect(readPretendApplePay(window).enabled).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the stored switch after a reload', () => {
    sessionStorage.setItem(PRETEND_APPLE_PAY_KEY, JSON.stringify({ enabled: true, outcome: 'cancel' }));
    render(<ApplePayForm reload={jest.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Pretend Apple Pay support' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Apple Pay sheet outcome' })).toHaveValue('cancel');
  });

  it('at start-up installs ApplePaySession only when the switch is on, and never over a real one', () => {
    const page: ApplePayHost & { sessionStorage: Storage } = { sessionStorage };
    expect(applyPretendApplePay(page)).toBe(false);
    expect(page.ApplePaySession).toBeUndefined();

    sessionStorage.setItem(PRETEND_APPLE_PAY_KEY, 'not json');
    expect(applyPretendApplePay(page)).toBe(false);

    sessionStorage.setItem(PRETEND_APPLE_PAY_KEY, JSON.stringify({ enabled: true, outcome: 'pay' }));
    expect(applyPretendApplePay(page)).toBe(true);
    expect(page.ApplePaySession?.canMakePayments()).toBe(true);
    const installed = page.ApplePaySession;
    expect(applyPretendApplePay(page)).toBe(false);
    expect(page.ApplePaySession).toBe(installed);
  });
});
