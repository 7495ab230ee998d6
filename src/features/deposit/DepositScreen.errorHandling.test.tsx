import { act, waitFor, within } from '@testing-library/react';
import { queryInPage, screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';
import { T } from '@test/support/cashierTest';
import { expectConsole } from '@test/support/console';

const { sandbox, server, cleanups } = setUpCashierTest();

function recordPosts(path: string) {
  const bodies: { idempotencyKey?: string }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path)
      bodies.push((await request.clone().json()) as { idempotencyKey?: string });
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return bodies;
}

async function openCardPicker() {
  const rendered = renderCashier({ path: '/cash/deposit/' });
  const packages = await screen.findByRole('list', { name: 'Choose a package' }, T);
  await rendered.user.click(within(packages).getAllByRole('button')[0]);
  const methods = await screen.findByRole('list', { name: 'Payment method' }, T);
  await rendered.user.click(within(methods).getByRole('button', { name: /card/i }));
  await screen.findByRole('dialog', { name: 'Select a card' }, T);
  return rendered;
}

describe('deposit: errors', () => {
  it('shows a translated error with Try again when the packages fail to load, and recovers', async () => {
    let failures = 1;
    expectConsole('warn', '[cashier] deposit.getCards failed with HTTP 500: Boom');
    server.use(
      http.get('http://localhost/rest/cash/cards/', () => {
        if (failures-- > 0)
          return HttpResponse.json({ success: false, statusCode: 500, message: 'Boom' }, { status: 500 });
        return undefined;
      }),
    );
    const { user } = renderCashier({ path: '/cash/deposit/' });
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent('The server could not complete the request');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Choose a package' }, T)).toBeInTheDocument();
  });

  it('a lost answer (network) is told as unknown, never as a failure; Try again keeps the same idempotency key: one deposit', async () => {
    const posts = recordPosts('/rest/payments/deposit/card-pay/');
    let failures = 1;
    server.use(
      http.post('http://localhost/rest/payments/deposit/card-pay/', () =>
        failures-- > 0 ? HttpResponse.error() : undefined,
      ),
    );
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(/cannot tell yet whether your payment started/, {}, T)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The picker is still there, as it was.
    expect(screen.getByRole('group', { name: 'Saved cards' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: /Payment (successful|in progress)/ }, T);
    expect(posts).toHaveLength(2);
    expect(posts[0].idempotencyKey).toBeDefined();
    expect(posts[1].idempotencyKey).toBe(posts[0].idempotencyKey);
    expect(sandbox.admin.deposits('verified')).toHaveLength(1);
  });

  it.each(['http://bank.example/3ds', 'http://192.168.1.5/3ds'])(
    'a 3-D Secure page %s (not https or loopback) is neither framed nor linked: the payment is only checked',
    async (redirectUrl) => {
      {
        server.use(
          http.post('http://localhost/rest/payments/deposit/card-pay/', () =>
            HttpResponse.json({
              success: true,
              data: {
                paymentId: 'pay-3ds',
                status: 'pending',
                resultCode: '3ds',
                redirectUrl,
                failedMessageText: null,
              },
            }),
          ),
          http.get('http://localhost/rest/cash/deposit/check/', () =>
            HttpResponse.json({ success: false, message: 'Not yet' }, { status: 503 }),
          ),
        );
        // The payment is only checked: the check is asked (and answers 503, logged).
        const checked = expectConsole('warn', '[cashier] deposit.checkDeposit failed with HTTP 503: Not yet');
        const { user } = await openCardPicker();
        await user.click(screen.getByRole('button', { name: /^Pay / }));
        expect(await screen.findByRole('heading', { name: 'Payment in progress' }, T)).toBeInTheDocument();
        await waitFor(() => expect(checked.calls.length).toBeGreaterThan(0), T);
        expect(queryInPage('iframe')).toBeNull();
        expect(screen.queryByRole('link', { name: /bank|Confirm the payment/i })).toBeNull();
      }
    },
  );

  it('ignores card widget messages from another origin or window, and shows the server refusal of a bad token as text', async () => {
    const posts = recordPosts('/rest/payments/deposit/card-pay/');
    const { user } = await openCardPicker();
    await user.click(screen.getByRole('button', { name: 'Use a new card' }));
    const frame = screen.getByTitle('Card details');
    if (!(frame instanceof HTMLIFrameElement)) throw new Error('card widget is not an iframe');
    const src = new URL(frame.src);
    expect(src.searchParams.get('parentOrigin')).toBe(window.location.origin);
    const origin = src.origin;
    const token = { type: 'result', code: 'success', cardToken: 'wt_forged' };
    // The token with a field the schema does not allow is logged and ignored; the other two are dropped silently.
    const ignored = expectConsole('warn', '[cashier] ignored a card widget message that breaks its schema');

    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { origin: 'https://evil.example.com', source: frame.contentWindow, data: token }),
      );
      window.dispatchEvent(new MessageEvent('message', { origin, source: window, data: token }));
      window.dispatchEvent(
        new MessageEvent('message', {
          origin,
          source: frame.contentWindow,
          data: { ...token, extra: '<img src=x onerror=alert(1)>' },
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(0);
    expect(ignored.calls).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin, source: frame.contentWindow, data: token }));
    });
    const alert = await screen.findByRole('alert');
    expect(posts).toHaveLength(1);
    expect(alert).toHaveTextContent('The server could not complete the request');
    expect(alert.querySelector('img')).toBeNull();
    expect(sandbox.admin.deposits('verified')).toHaveLength(0);
  });
});
