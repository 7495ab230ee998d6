import { http, HttpResponse } from 'msw';
import { exampleResponseData } from '@contracts/api/examples';
import { expectConsole } from '@test/support/console';
import { screen } from '@test/support/screen';
import { setUpCashierTest, spyOnLoggedErrors, T } from '@test/support/cashierTest';
import { keepStartedDeposit } from '@test/support/depositIntent';
import { renderCashier } from '@test/support/renderCashier';

/*
 * A result screen opened after a reload, with a started deposit in the intent book, while the book's code (the
 * `money-run` chunk) cannot load: it cannot tell whether there is a payment, so it says neither "no payment" nor
 * anything about one; it shows the error block with Try again, which reads the book again once the code comes.
 * A file of its own: the chunk is loaded once per module registry.
 */

let mockChunkMissing = true;
jest.mock('@/shared/money/intentRun', () => {
  if (mockChunkMissing) throw new Error('Loading chunk money-run failed');
  return jest.requireActual<object>('@/shared/money/intentRun');
});

const { server, cleanups } = setUpCashierTest();
const CHECK = 'http://localhost/rest/cash/deposit/check/';
const check = exampleResponseData['deposit.checkDeposit'];

describe('result screens when the intent book cannot load', () => {
  it('success/ shows Try again, never "no payment", and the payment once the book loads', async () => {
    spyOnLoggedErrors(cleanups);
    // React reports the error the screen threw to its route's boundary.
    const reported = expectConsole('error', 'Loading chunk money-run failed');
    keepStartedDeposit('verified', 'pay-success');
    server.use(http.get(CHECK, () => HttpResponse.json({ success: true, data: { ...check, status: 'success' } })));
    const { user } = renderCashier({ path: '/cash/success/' });
    const again = await screen.findByRole('button', { name: 'Try again' }, T);
    expect(screen.queryByText('There is no payment to show.')).not.toBeInTheDocument();

    mockChunkMissing = false;
    await user.click(again);
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(reported.calls.length).toBeGreaterThan(0);
  });
});
