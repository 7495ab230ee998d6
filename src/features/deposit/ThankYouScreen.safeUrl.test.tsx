import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { depositWithVoucher } from '@test/support/depositIntent';
import { renderCashierOnHistory } from '@test/support/historyEntries';

const { sandbox, server } = setUpCashierTest();

async function inviteWithReviewAt(reviewUrl: string) {
  server.use(
    http.post('http://localhost/rest/cash/trustpilot/', () =>
      HttpResponse.json({ success: true, data: { invited: true, reviewUrl } }),
    ),
  );
  const paymentId = await depositWithVoucher(sandbox, 'NSVALID101');
  const { user } = renderCashierOnHistory([{ pathname: '/cash/thank-you/', state: { paymentId, redirectUrl: null } }]);
  await user.click(await screen.findByRole('button', { name: 'Leave a review on Trustpilot' }, T));
  expect(await screen.findByRole('status', {}, T)).toHaveTextContent('We sent you a review invitation.');
}

describe('thank-you/: the review page is followed over https only', () => {
  it('a plain http review page is not linked', async () => {
    await inviteWithReviewAt('http://www.trustpilot.example/evaluate/x');
    expect(screen.queryByRole('link', { name: 'Write your review (new window)' })).not.toBeInTheDocument();
  });

  it('an https review page is linked', async () => {
    await inviteWithReviewAt('https://www.trustpilot.example/evaluate/x');
    expect(screen.getByRole('link', { name: 'Write your review (new window)' })).toHaveAttribute(
      'href',
      'https://www.trustpilot.example/evaluate/x',
    );
  });
});
