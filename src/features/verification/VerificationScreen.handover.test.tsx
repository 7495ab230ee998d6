import { act } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { getEventBus } from '@/shared/events/bus';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashierOnHistory } from '@test/support/historyEntries';

const { sandbox } = setUpCashierTest({ player: 'new' });

/** What the first player's SSN check handed verification/ before: their IDology questions in the history entry. */
const firstPlayersEntry = {
  pathname: '/cash/verification/',
  state: {
    verification: {
      verificationStatus: 'pending',
      verificationReason: null,
      questions: [
        {
          id: 'q-street',
          prompt: 'Which street did the FIRST player live on?',
          answers: [
            { id: 'a', text: 'Elm Street' },
            { id: 'b', text: 'Oak Road' },
          ],
        },
      ],
    },
  },
};

describe('verification/: one player at a time', () => {
  it('the IDology questions reach verification/ in memory: nothing personal goes into history.state', async () => {
    const { user, states } = renderCashierOnHistory(['/cash/account/ssn']);
    await user.type(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T), '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    expect(
      await screen.findByRole('group', { name: 'Which of these streets have you lived on?' }, T),
    ).toBeInTheDocument();
    expect(states().filter((state) => state !== null && state !== undefined)).toEqual([]);
  });

  it('Back to a history entry that carries questions (another player, before a sign-out) shows the server state, not them', async () => {
    renderCashierOnHistory([firstPlayersEntry]);
    expect(await screen.findByText('Not verified', {}, T)).toBeInTheDocument();
    expect(screen.queryByText('Which street did the FIRST player live on?')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('a hand-made history.state does not break the screen', async () => {
    renderCashierOnHistory([{ pathname: '/cash/verification/', state: { verification: { questions: 'not a list' } } }]);
    expect(await screen.findByText('Not verified', {}, T)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Identity verification' }).length).toBeGreaterThan(0);
  });

  it('a sign-out while the questions are on screen drops them', async () => {
    const { user } = renderCashierOnHistory(['/cash/account/ssn']);
    await user.type(await screen.findByLabelText('SSN (last 4 digits or all 9)', {}, T), '123456789');
    await user.click(screen.getByRole('button', { name: 'Check my identity' }));
    expect(
      await screen.findByRole('group', { name: 'Which of these streets have you lived on?' }, T),
    ).toBeInTheDocument();
    sandbox.admin.loginAs('verified');
    act(() => getEventBus().emit('logout', { reason: 'player' }));
    expect(screen.queryByRole('group', { name: 'Which of these streets have you lived on?' })).not.toBeInTheDocument();
  });
});
