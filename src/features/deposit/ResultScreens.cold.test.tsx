import { http, HttpResponse } from 'msw';
import { exampleResponseData } from '@contracts/api/examples';
import { pageText, screen } from '@test/support/screen';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { keepStartedDeposit } from '@test/support/depositIntent';
import { renderCashier } from '@test/support/renderCashier';

/*
 * The deposit's result screens opened cold (a reload, an old link) with no payment to show: they say so, in the
 * header too (never "successful", "pending" or "failed" over it), in words (never the raw key of the way back), and
 * lead to the package list. With a payment they still show it.
 */
const { server } = setUpCashierTest();
const CHECK = 'http://localhost/rest/cash/deposit/check/';
const check = exampleResponseData['deposit.checkDeposit'];

const NO_PAYMENT = { text: 'There is no payment to show.', title: 'No payment to show' };
const NONE_IN_PROGRESS = { text: 'There is no payment in progress.', title: 'No payment in progress' };
const COLD = {
  success: NO_PAYMENT,
  failed: NO_PAYMENT,
  'thank-you': NO_PAYMENT,
  questionnaire: NO_PAYMENT,
  pending: NONE_IN_PROGRESS,
};

describe('result screens with no payment to show', () => {
  it.each(Object.entries(COLD))(
    '/cash/%s/ says so, in its header too, and leads to the package list',
    async (route, says) => {
      const { user, location } = renderCashier({ path: `/cash/${route}/` });
      expect(await screen.findByText(says.text, {}, T)).toBeInTheDocument();
      expect(await screen.findByRole('dialog', { name: says.title }, T)).toBeInTheDocument();
      expect(pageText()).not.toMatch(/deposit\.package\./);
      await user.click(screen.getByRole('button', { name: 'Choose a package' }));
      expect(location()).toBe('/cash/deposit-by-money/');
    },
  );
});

/** A payment this tab started, which the server reports in `status`, opened at `path`. */
function openWithPayment(path: string, status: string) {
  keepStartedDeposit('verified', `pay-${status}`);
  server.use(http.get(CHECK, () => HttpResponse.json({ success: true, data: { ...check, status } })));
  return renderCashier({ path });
}

/** The screen's heading, and the header's title over it. */
async function expectTitled(heading: string, title: string) {
  expect(await screen.findByRole('heading', { name: heading }, T)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
}

describe('result screens with a payment', () => {
  it('failed/ with the package in its URL offers to try that package again', async () => {
    const { user, location } = renderCashier({ path: '/cash/failed/pkg-50/regular/card/' });
    await expectTitled('Your payment did not go through', 'Payment failed');
    await user.click(screen.getByRole('button', { name: 'Try again with the same package' }));
    expect(location()).toBe('/cash/deposit-by-money/pkg-50/regular/card/');
  });

  it('failed/ about a payment but no package: no "same package" to try again with, the package list instead', async () => {
    const { user, location } = openWithPayment('/cash/failed/', 'failed');
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again with the same package' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a package' }));
    expect(location()).toBe('/cash/deposit-by-money/');
  });

  it('success/ the server has not confirmed is titled pending, not successful', async () => {
    openWithPayment('/cash/success/', 'pending');
    expect(await screen.findByText('The server has not confirmed this payment yet.', {}, T)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Payment pending' }, T)).toBeInTheDocument();
  });

  it('questionnaire/ about a payment asks its questions', async () => {
    keepStartedDeposit('verified', 'pay-q');
    renderCashier({ path: '/cash/questionnaire/' });
    expect(await screen.findByLabelText('How was your purchase?', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Questionnaire' })).toBeInTheDocument();
  });
});
