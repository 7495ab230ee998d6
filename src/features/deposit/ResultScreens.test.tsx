import { within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { callSandbox } from '@test/support/sandbox';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { depositWithVoucher, keepStartedDeposit } from '@test/support/depositIntent';
import { failCall } from '@test/support/serverErrors';

const { sandbox, server } = setUpCashierTest();

describe('questionnaire/ and thank-you/', () => {
  it('posts the answers and thanks the player', async () => {
    keepStartedDeposit('verified', 'pay-q');
    const { user, location } = renderCashier({ path: '/cash/questionnaire/' });
    await user.click(await screen.findByRole('button', { name: 'Send answers' }, T));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer at least one question.');
    await user.type(screen.getByLabelText('How was your purchase?'), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, T)).toBeInTheDocument();
    expect(location()).toBe('/cash/thank-you/');
  });

  it('keeps the answers and shows a translated error when posting fails', async () => {
    keepStartedDeposit('verified', 'pay-q');
    failCall(server, 'survey.submitSurveyAnswers', { status: 500, message: 'Down' });
    const { user } = renderCashier({ path: '/cash/questionnaire/' });
    await user.type(await screen.findByLabelText('How was your purchase?', {}, T), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('alert', {}, T)).toHaveTextContent('The server could not complete the request');
    expect(screen.getByLabelText('How was your purchase?')).toHaveValue('Smooth');
  });

  it('thank-you/ with a payment thanks for it and offers another purchase', async () => {
    keepStartedDeposit('verified', 'pay-t');
    const { user, location } = renderCashier({ path: '/cash/thank-you/' });
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, T)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Thank you' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy another package' }));
    expect(location()).toBe('/cash/deposit-by-money/');
  });

  it('thank-you/: a failed Trustpilot request shows an error with Try again', async () => {
    keepStartedDeposit('verified', 'pay-x');
    server.use(http.post('http://localhost/rest/cash/trustpilot/', () => HttpResponse.error()));
    const { user } = renderCashier({ path: '/cash/thank-you/' });
    await user.click(await screen.findByRole('button', { name: 'Leave a review on Trustpilot' }, T));
    const alert = await screen.findByRole('alert', {}, T);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('success/: what the server asks next', () => {
  it('after the first deposit the server asks the questionnaire: answers go out, thank-you/ can request the review for that payment', async () => {
    const paymentId = await depositWithVoucher(sandbox, 'NSVALID101');
    const { user, location } = renderCashier({ path: '/cash/pending/' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tell others how it went' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer two quick questions' }));
    expect(location()).toBe('/cash/questionnaire/');
    await user.type(await screen.findByLabelText('How was your purchase?', {}, T), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, T)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave a review on Trustpilot' }));
    expect(await screen.findByRole('status', {}, T)).toHaveTextContent('We sent you a review invitation.');
    expect(
      sandbox.admin.log({ kind: 'request' }).some((entry) => entry.callId === 'deposit.requestTrustpilotInvitation'),
    ).toBe(true);
    expect(sandbox.admin.deposits('verified').map((payment) => payment.id)).toEqual([paymentId]);
  });

  it('after the second deposit the server asks for a review; after the third it asks nothing', async () => {
    await depositWithVoucher(sandbox, 'NSVALID102');
    await callSandbox(
      sandbox,
      'GET',
      `/rest/cash/deposit/check/?paymentId=${sandbox.admin.deposits('verified')[0].id}`,
    );
    await callSandbox(
      sandbox,
      'GET',
      `/rest/cash/deposit/check/?paymentId=${sandbox.admin.deposits('verified')[0].id}`,
    );
    await depositWithVoucher(sandbox, 'NSVALID103');
    const second = renderCashier({ path: '/cash/pending/' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Tell others how it went' }));
    expect(second.location()).toBe('/cash/thank-you/');
    expect(screen.getByRole('button', { name: 'Leave a review on Trustpilot' })).toBeInTheDocument();
    second.unmount();

    await depositWithVoucher(sandbox, 'NSVALID104');
    renderCashier({ path: '/cash/pending/' });
    expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer two quick questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tell others how it went' })).not.toBeInTheDocument();
  }, 30000);
});
