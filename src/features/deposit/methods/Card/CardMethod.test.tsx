import { screen } from '@testing-library/react';
import { installSandboxServer } from '../../../../../host-demo/sandbox/testServer';
import { renderCashier } from '../../../../shared/testing/renderCashier';

const { sandbox } = installSandboxServer();
afterEach(() => sessionStorage.clear());
beforeEach(() => sandbox.admin.loginAs('verified'));

describe('card widget frame', () => {
  // jsdom has no layout: test/e2e/deposit-providers.e2e.ts measures the Pay button inside the real frame.
  it('is tall enough to show the provider form down to its Pay button without scrolling inside the frame', async () => {
    const { user } = renderCashier({ path: '/cash/deposit-by-money/pkg-50/regular/card/' });
    await user.click(await screen.findByRole('button', { name: 'Use a new card' }, { timeout: 5000 }));
    expect(screen.getByTitle('Card details')).toHaveStyle({ minHeight: '420px' });
  }, 15000);
});
