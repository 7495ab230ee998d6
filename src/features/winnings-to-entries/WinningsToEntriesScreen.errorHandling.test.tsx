import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { T, recordBalanceEvents, recordRequests, setUpCashierTest, spyOnLoggedErrors } from '@/shared/testing/cashierTest';
import { renderCashier } from '@/shared/testing/renderCashier';

const { sandbox, server, cleanups } = setUpCashierTest();
const PATH = '/cash/winnings-to-entries/';
const URL = 'http://localhost/rest/cash/input/winnings-to-entries/';

describe('winnings-to-entries/ when calls fail', () => {
  it('a failed conversion is logged, says nothing was converted, keeps the amount; Try again sends the same key once', async () => {
    const errors = spyOnLoggedErrors(cleanups);
    const posts = recordRequests(server, cleanups, (call) => call === 'POST /rest/cash/input/winnings-to-entries/');
    let failures = 1;
    server.use(http.post(URL, () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const balances = recordBalanceEvents(cleanups);
    const { user } = renderCashier({ path: PATH });
    await user.type(await screen.findByRole('textbox', { name: 'Amount to convert (USD)' }, T), '10');
    await user.click(screen.getByRole('button', { name: 'Convert 10.00 USD' }));
    expect(await screen.findByText('Nothing was converted.', {}, T)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount to convert (USD)' })).toHaveValue('10');
    expect(errors).toHaveBeenCalledWith('winnings to entries: conversion failed', expect.anything());
    expect(balances).toEqual([]);
    expect(sandbox.admin.players().find((player) => player.id === 'verified')?.winnings).toBe(120.5);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Winnings converted' }, T)).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(balances).toHaveLength(1);
  });

  it('a failed load shows the translated error with Try again, which loads the screen', async () => {
    spyOnLoggedErrors(cleanups);
    let failures = 1;
    server.use(http.get(URL, () => (failures-- > 0 ? HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }) : undefined)));
    const { user } = renderCashier({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Try again' }, T));
    expect(await screen.findByRole('heading', { name: 'Convert winnings to entries' }, T)).toBeInTheDocument();
  });
});
