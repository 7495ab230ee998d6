import { screen } from '@test/support/screen';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { T } from './cashierTest';
import { renderCashier } from './renderCashier';

/** Opens `path` while its `GET url` load fails at the network, and expects the screen to offer Try again. */
export async function expectTryAgainWhenLoadFails(server: SetupServer, url: string, path: string): Promise<void> {
  server.use(http.get(url, () => HttpResponse.error()));
  renderCashier({ path });
  expect(await screen.findByRole('button', { name: 'Try again' }, T)).toBeInTheDocument();
}
