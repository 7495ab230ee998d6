import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import { setUpCashierTest, T } from '@test/support/cashierTest';
import { renderCashier } from '@test/support/renderCashier';

const { server } = setUpCashierTest({ player: 'new' });

function scanPageAt(scanDocUrl: string) {
  const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
  server.use(
    http.get('http://localhost/rest/player/verification/token/', () =>
      HttpResponse.json({ success: true, data: { token: 'tok-1', scanDocUrl, expiresAt } }),
    ),
  );
}

describe('verification/: the document scan page is followed over https only', () => {
  it.each(['http://scan.example.com/start?token=tok-1', 'http://192.168.0.7/start'])(
    'a plain http page (%s) is never linked',
    async (url) => {
      scanPageAt(url);
      const { user } = renderCashier({ path: '/cash/verification/scan' });
      await user.click(await screen.findByRole('button', { name: 'Start document scan' }, T));
      expect(
        await screen.findByText('The document scan page cannot be opened. Please try again later.', {}, T),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Open the document scan page' })).not.toBeInTheDocument();
    },
  );

  it('an https page is linked', async () => {
    scanPageAt('https://scan.example.com/start?token=tok-1');
    const { user } = renderCashier({ path: '/cash/verification/scan' });
    await user.click(await screen.findByRole('button', { name: 'Start document scan' }, T));
    expect(await screen.findByRole('link', { name: 'Open the document scan page' }, T)).toHaveAttribute(
      'href',
      'https://scan.example.com/start?token=tok-1',
    );
  });
});
