import { screen } from '@testing-library/react';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { sandbox } = setUpCashierTest();

/*
 * The package list's first paint is final (docs/architecture.md, "Opening fast", layout shift): the quick deposit
 * above the packages and the daily limit on them never arrive after the packages and push them down.
 */
describe('deposit: the package step shows once its three answers are in', () => {
  it('waits for a late quick deposit before showing the packages, then shows both in one go', async () => {
    sandbox.admin.setFault('deposit.getLightCash', { kind: 'delay', delayMs: 600, times: 1 });
    renderCashier({ path: '/cash/deposit/' });
    // The package step's loading status (the route's chunk is in by then), and time for the packages to answer.
    await screen.findByText('Loading packages…', {}, T);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The packages have answered by now; the list waits for the quick deposit.
    expect(screen.queryByRole('list', { name: 'Choose a package' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Choose a package' }, T);
    expect(screen.getByRole('heading', { name: /quick/i })).toBeInTheDocument();
  }, 20000);

  it('never waits long for a hanging quick deposit: the packages show after a short wait, without it', async () => {
    sandbox.admin.setFault('deposit.getLightCash', { kind: 'hang', times: 1 });
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderCashier({ path: '/cash/deposit/', props: { requestTimeoutMs: 10_000 } });
      const started = Date.now();
      await screen.findByRole('list', { name: 'Choose a package' }, T);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(screen.queryByRole('heading', { name: /quick/i })).not.toBeInTheDocument();
    } finally {
      warned.mockRestore();
    }
  }, 20000);
});
