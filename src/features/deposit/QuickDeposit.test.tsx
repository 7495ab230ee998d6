import { waitFor, within } from '@testing-library/react';
import { queryAllInPage, screen } from '@test/support/screen';
import { setUpCashierTest, T, spyOnWarnings } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { createTranslator } from '@/shared/i18n/translate';
import { cardBrandMessages } from './cardBrandMessages';
import { describeLastMethod } from './QuickDeposit';
import { quickMessages } from './quickMessages';

const { sandbox, server, cleanups } = setUpCashierTest({ player: null });

const LIGHT_CASH = 'GET /rest/cash/input/light-cash/';

function countLightCash(): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (`${request.method} ${new URL(request.url).pathname}` === LIGHT_CASH) count += 1;
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('deposit: quick deposit (light-cash)', () => {
  it('offers the quick packages above the full list; one goes straight to the method used last', async () => {
    sandbox.admin.loginAs('verified');
    const requests = countLightCash();
    const { user, location } = renderCashier({ path: '/cash/deposit/' });
    const quick = await screen.findByRole('list', { name: 'Quick deposit' }, T);
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringMatching(/^10 coins/), expect.stringMatching(/^20 coins/)]);
    // The server names the method and the card the card step will select (an ADDITION to the answer).
    expect(screen.getByText('Pays with Visa **** 4242, the card you used last.')).toBeInTheDocument();
    // The full list is still there, below, with every package.
    const full = screen.getByRole('list', { name: 'Choose a package' });
    expect(within(full).getAllByRole('button')).toHaveLength(4);
    expect(quick.compareDocumentPosition(full) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(requests()).toBe(1);

    await user.click(within(quick).getByRole('button', { name: /^10 coins/ }));
    // Vera paid by card before (saved cards): the card picker opens for the 10 package.
    await screen.findByRole('dialog', { name: 'Select a card' }, T);
    expect(location()).toBe('/cash/deposit-by-money/pkg-10/regular/card/');
  });

  it('names the method without a card, and falls back to the unnamed wording when the server names none', () => {
    const t = createTranslator(
      { ...quickMessages, ...cardBrandMessages },
      (key) => {
        throw new Error(`missing ${key}`);
      },
      () => ({}),
    );
    expect(describeLastMethod(t, { title: 'PayPal', card: null })).toBe('Pays with PayPal, the method you used last.');
    expect(describeLastMethod(t, { title: 'Card', card: { brand: 'mastercard', maskedNumber: '**** 4444' } })).toBe(
      'Pays with Mastercard **** 4444, the card you used last.',
    );
    expect(describeLastMethod(t, null)).toBe('Goes straight to the payment method you used last.');
    expect(describeLastMethod(t, undefined)).toBe('Goes straight to the payment method you used last.');
  });

  it('holds the packages (skeletons in their place) while it loads, but for at most OTHERS_WAIT_MS after the packages', async () => {
    sandbox.admin.loginAs('verified');
    // Under the tests' 2 s request timeout (renderCashier), well over OTHERS_WAIT_MS.
    sandbox.admin.setFault('deposit.getLightCash', { kind: 'delay', delayMs: 1700 });
    renderCashier({ path: '/cash/deposit/' });
    expect(await screen.findByText('Loading packages…', {}, T)).toBeInTheDocument();
    // A heading line and four package cards.
    expect(queryAllInPage('[data-skeleton]')).toHaveLength(5);
    // The packages come without waiting out the slow quick deposit…
    const full = await screen.findByRole('list', { name: 'Choose a package' }, T);
    expect(within(full).getAllByRole('button')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Quick deposit' })).not.toBeInTheDocument();
    // …which shows when it arrives.
    await screen.findByRole('list', { name: 'Quick deposit' }, { timeout: 5000 });
  });

  it('is left out for a player the server does not offer it to', async () => {
    sandbox.admin.loginAs('near-limit');
    const requests = countLightCash();
    renderCashier({ path: '/cash/deposit/' });
    await screen.findByRole('list', { name: 'Choose a package' }, T);
    await waitFor(() => expect(requests()).toBe(1));
    // Give the answer time to render, had it been shown.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('list', { name: 'Quick deposit' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server fails', { kind: 'status', status: 500 } as const],
    ['the answer breaks the contract', { kind: 'contract' } as const],
  ])(
    'when it cannot be loaded (%s), the package list works as without it: no error shown, the failure logged',
    async (_what, fault) => {
      sandbox.admin.loginAs('verified');
      sandbox.admin.setFault('deposit.getLightCash', fault);
      const { warned } = spyOnWarnings(cleanups);
      const { user, location } = renderCashier({ path: '/cash/deposit/' });

      const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
      await warned('[cashier] quick deposit (light-cash) not shown: it could not be loaded');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Quick deposit' })).not.toBeInTheDocument();
      expect(sandbox.admin.log({ kind: 'fault' }).some((entry) => entry.callId === 'deposit.getLightCash')).toBe(true);

      await user.click(within(packages).getByRole('button', { name: /^50 coins/ }));
      await screen.findByRole('list', { name: 'Payment method' }, T);
      expect(location()).toBe('/cash/deposit-by-money/pkg-50/regular/');
    },
  );
});
