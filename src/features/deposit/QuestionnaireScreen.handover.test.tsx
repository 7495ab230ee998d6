import { act } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { getEventBus } from '@/shared/events/bus';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { depositWithVoucher } from '@test/support/depositIntent';
import { renderCashierOnHistory } from '@test/support/historyEntries';

const { sandbox } = setUpCashierTest();

describe('questionnaire/ → thank-you/: one player at a time', () => {
  it('the payment goes on to thank-you/ in memory, not in history.state; a sign-out drops it', async () => {
    // The deposit is the player's started deposit (what the result screens find after a reload: the intent book).
    await depositWithVoucher(sandbox, 'NSVALID101');
    const { user, states } = renderCashierOnHistory([{ pathname: '/cash/questionnaire/', state: null }]);
    await user.type(await screen.findByLabelText('How was your purchase?', {}, T), 'Smooth');
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' }, T)).toBeInTheDocument();
    expect(states().at(-1)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Leave a review on Trustpilot' }, T)).toBeInTheDocument();

    await act(async () => getEventBus().emit('logout', { reason: 'player' }));
    expect(screen.queryByRole('button', { name: 'Leave a review on Trustpilot' })).not.toBeInTheDocument();
  });
});
