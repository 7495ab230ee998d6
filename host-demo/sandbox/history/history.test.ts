/** @jest-environment node */
import { createSandbox } from '../model';
import { callSandbox, dataOf } from '../testRequests';
import { generateHistory } from './generator';

const NOW = Date.parse('2025-03-10T15:00:00.000Z');

function signedIn(playerId: string) {
  const sandbox = createSandbox({ now: () => NOW });
  const { sessionId } = sandbox.admin.login(playerId);
  return { sandbox, sessionId };
}

describe('sandbox history', () => {
  it('generates the same seeded history every time, newest first, with every status in both directions', () => {
    const rows = generateHistory(10_000, NOW);
    expect(rows).toHaveLength(10_000);
    expect(generateHistory(50, NOW)).toEqual(rows.slice(0, 50));
    const pairs = new Set(rows.map((row) => `${row.direction}:${row.status}`));
    expect(pairs.size).toBe(8);
    expect(rows.every((row, index) => index === 0 || (rows[index - 1]?.createdAt ?? 0) > row.createdAt)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(10_000);
  });

  it('pages the history-10k player 10 rows at a time', async () => {
    const { sandbox, sessionId } = signedIn('history-10k');
    const page = dataOf(await callSandbox(sandbox, 'GET', '/rest/cash/history/out/?page=3', { sessionId })) as {
      items: { direction: string }[];
      page: number;
      pageCount: number;
      totalItems: number;
    };
    expect(page.items).toHaveLength(10);
    expect(page.items.every((item) => item.direction === 'out')).toBe(true);
    expect(page.page).toBe(3);
    expect(page.pageCount).toBe(Math.ceil(page.totalItems / 10));
  });

  it('cancels only a pending redemption, giving the money back; a deposit, a settled row or an unknown id is refused', async () => {
    const { sandbox, sessionId } = signedIn('verified');
    const done = dataOf(await callSandbox(sandbox, 'POST', '/rest/cash/history/output/tx-vera-5/', { sessionId })) as {
      transaction: { status: string; cancelable: boolean };
      balance: { balance: number; winnings: number };
    };
    expect(done.transaction).toMatchObject({ status: 'canceled', cancelable: false });
    expect(done.balance).toMatchObject({ balance: 290, winnings: 160.5 });
    expect((await callSandbox(sandbox, 'POST', '/rest/cash/history/output/tx-vera-5/', { sessionId })).status).toBe(
      409,
    );
    expect((await callSandbox(sandbox, 'POST', '/rest/cash/history/output/tx-vera-4/', { sessionId })).status).toBe(
      409,
    );
    expect((await callSandbox(sandbox, 'POST', '/rest/cash/history/output/tx-nope/', { sessionId })).status).toBe(404);
    expect(sandbox.admin.log({ kind: 'sandbox-bug' })).toEqual([]);
  });
});

describe('sandbox winnings to entries', () => {
  const URL = '/rest/cash/input/winnings-to-entries/';

  it('converts once per idempotency key; the same key with another amount is refused; limits and winnings are checked', async () => {
    const { sandbox, sessionId } = signedIn('verified');
    const info = dataOf(await callSandbox(sandbox, 'GET', URL, { sessionId })) as {
      winnings: number;
      entriesPerUnit: number;
    };
    expect(info).toMatchObject({ winnings: 120.5, entriesPerUnit: 100 });
    const body = { idempotencyKey: 'key-conv-0001', amount: 20 };
    const first = dataOf(await callSandbox(sandbox, 'POST', URL, { sessionId, body }));
    const again = dataOf(await callSandbox(sandbox, 'POST', URL, { sessionId, body }));
    expect(first).toEqual({ entries: 2000, balance: { balance: 250, winnings: 100.5, currency: 'USD' } });
    expect(again).toEqual(first);
    expect((await callSandbox(sandbox, 'POST', URL, { sessionId, body: { ...body, amount: 5 } })).status).toBe(409);
    expect(
      (await callSandbox(sandbox, 'POST', URL, { sessionId, body: { idempotencyKey: 'key-conv-0002', amount: 101 } }))
        .status,
    ).toBe(422);
    expect(
      (await callSandbox(sandbox, 'POST', URL, { sessionId, body: { idempotencyKey: 'key-conv-0003', amount: 0.5 } }))
        .status,
    ).toBe(422);
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(100.5);
  });

  it('refuses a player whose financial operations are blocked', async () => {
    const { sandbox, sessionId } = signedIn('blocked');
    expect(
      (await callSandbox(sandbox, 'POST', URL, { sessionId, body: { idempotencyKey: 'key-conv-0004', amount: 5 } }))
        .status,
    ).toBe(403);
  });
});
