import { screen, waitFor } from '@testing-library/react';
import { installSandboxServer } from '@/shared/testing/sandbox';
import { renderCashier } from '@/shared/testing/renderCashier';
import { loadedScreen } from './routes';
import { cashRoutes, homeRoute, type CashRoute } from './routeTable';

const { sandbox } = installSandboxServer();
beforeEach(() => sandbox.admin.loginAs('verified'));
afterEach(() => {
  document.body.style.overflow = '';
  jest.restoreAllMocks();
});

const routeById = (id: string) => cashRoutes.find((route) => route.id === id) as CashRoute;

// The loaded screens are kept per page (module state): these tests run in order on one module instance.
describe('route chunks are preloaded, not discovered', () => {
  it('loads the home route’s chunk on idle once the cashier has run, with no cash route open', async () => {
    renderCashier({ path: '/lobby/' });
    expect(loadedScreen(homeRoute)).toBeUndefined();
    await waitFor(() => expect(loadedScreen(homeRoute)).toBeDefined());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders a screen whose chunk is in within the first frame, with no loading fallback', async () => {
    expect(loadedScreen(homeRoute)).toBeDefined();
    renderCashier({ path: '/cash/deposit/' });
    // The screen itself is there at once (waiting for its packages), not the route's "Loading…".
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading packages…');
    expect(await screen.findByRole('list', { name: 'Choose a package' })).toBeInTheDocument();
  });

  it('starts a route’s chunk on entering and shows a failed load with Try again, which loads it again', async () => {
    const route = routeById('thankYou');
    const load = route.screen;
    const screenSpy = jest.spyOn(route, 'screen').mockRejectedValueOnce(new Error('ChunkLoadError')).mockImplementation(load);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderCashier({ path: '/cash/thank-you/' });
    expect(screenSpy).toHaveBeenCalledTimes(1);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(loadedScreen(route)).toBeDefined());
    expect(screenSpy).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
