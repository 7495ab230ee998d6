import { fireEvent, within } from '@testing-library/react';
import { screen } from '@test/support/screen';
import type { ScratchCardLotteryData } from '@contracts/api/rewards';
import { callSandbox, dataOf } from '@test/support/sandbox';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { depositWithVoucher } from '@test/support/depositIntent';
import { expectConsole } from '@test/support/console';

const { sandbox } = setUpCashierTest();

/** What the revealed card must say: the prize the sandbox drew for the newest card. */
async function expectedPrize(): Promise<string> {
  const { cards } = dataOf(
    await callSandbox(sandbox, 'GET', '/rest/scratch-card-lottery/get/'),
  ) as ScratchCardLotteryData;
  const prize = cards[0]?.prize ?? null;
  if (!prize) return 'No prize on this card. Better luck with the next one!';
  const coins = prize.coins === 1 ? '1 coin' : `${prize.coins} coins`;
  return `You won ${coins}${prize.bonus > 0 ? ` and ${prize.bonus} bonus` : ''}!`;
}

async function openSuccess() {
  const view = renderCashier({ path: '/cash/success/' });
  expect(await screen.findByRole('heading', { name: 'Payment successful' }, T)).toBeInTheDocument();
  return view;
}

describe('success/: what the deposit brought', () => {
  it('moves the streak bar from the saved progress to the new one and saves it', async () => {
    sessionStorage.setItem('cashier.depositStreakSaveData', JSON.stringify({ prevWheelProgress: 0 }));
    await depositWithVoucher(sandbox, 'NSVALID201');
    await openSuccess();
    const bar = await screen.findByRole('progressbar', { name: 'Streak progress' }, T);
    expect(bar).toHaveAttribute('data-from', '0');
    expect(bar).toHaveAttribute('data-to', '1');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Your streak moved to deposit 1 of 5.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('cashier.depositStreakSaveData') ?? 'null')).toEqual({
      prevWheelProgress: 1,
    });
  }, 20000);

  it('without saved progress shows the final state, nothing to animate', async () => {
    await depositWithVoucher(sandbox, 'NSVALID202');
    await openSuccess();
    const bar = await screen.findByRole('progressbar', { name: 'Streak progress' }, T);
    expect(bar).toHaveAttribute('data-from', '1');
    expect(screen.getByText('1 of 5 deposits')).toBeInTheDocument();
  }, 20000);

  it('reveals the scratch card with the Reveal button (keyboard) and says what happens next', async () => {
    await depositWithVoucher(sandbox, 'NSVALID203');
    const prize = await expectedPrize();
    const { user } = await openSuccess();
    const card = await screen.findByRole('region', { name: 'Scratch card' }, T);
    const reveal = within(card).getByRole('button', { name: 'Reveal' });
    reveal.focus();
    await user.keyboard('{Enter}');
    expect(await within(card).findByText(prize, {}, T)).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Every qualifying purchase brings a new card. Prizes are credited to your account by the game.',
    );
    expect(within(card).queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
  }, 20000);

  it('reveals the scratch card by scratching it with the pointer', async () => {
    // jsdom has no PointerEvent: a MouseEvent with a pointer id carries the coordinates the surface reads.
    const original = window.PointerEvent;
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    window.PointerEvent = original ?? (TestPointerEvent as unknown as typeof PointerEvent);
    await depositWithVoucher(sandbox, 'NSVALID204');
    const prize = await expectedPrize();
    await openSuccess();
    const card = await screen.findByRole('region', { name: 'Scratch card' }, T);
    const surface = within(card).getByTestId('scratch-surface');
    fireEvent.pointerDown(surface, { clientX: 0, clientY: 0, pointerId: 1 });
    for (let x = 20; x <= 200; x += 20) fireEvent.pointerMove(surface, { clientX: x, clientY: 0, pointerId: 1 });
    expect(await within(card).findByText(prize, {}, T)).toBeInTheDocument();
    window.PointerEvent = original;
  }, 20000);
});

describe('success/: when the rewards calls fail', () => {
  it('shows each failure with Try again; the payment result stays', async () => {
    await depositWithVoucher(sandbox, 'NSVALID205');
    sandbox.admin.setFault('rewards.getDepositStreakInfo', { kind: 'status', status: 500, times: 1 });
    sandbox.admin.setFault('rewards.getScratchCardLottery', { kind: 'status', status: 503, times: 1 });
    expectConsole('warn', '[cashier] rewards.getDepositStreakInfo failed with HTTP 500: sandbox fault');
    expectConsole('warn', '[cashier] rewards.getScratchCardLottery failed with HTTP 503: sandbox fault');
    const { user } = await openSuccess();
    const alerts = await screen.findAllByRole('alert', {}, T);
    expect(alerts.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await screen.findByRole('progressbar', { name: 'Streak progress' }, T)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Scratch card' }, T)).toBeInTheDocument();
  }, 20000);
});
