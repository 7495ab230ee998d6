import { act, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { spyOnLoggedErrors } from '@test/support/cashierTest';
import type { FeatureManifest } from '@/shared/navigation/manifest';
import { RouteScreen } from './RouteScreen';
import { preloadScreen } from './routes';
import type { CashRoute } from './routeTable';

/** A route whose chunk the test settles by hand, load by load. */
function manualRoute(id: string) {
  const loads: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const route: CashRoute = {
    id,
    path: `${id}/`,
    example: `${id}/`,
    flow: 'test',
    title: id,
    feature: { id: 'test-area', routes: [], titles: {} } as FeatureManifest,
    screen: () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve({ default: () => <h3>{id} screen</h3> }), reject });
      }),
  };
  return { route, loads };
}

describe('RouteScreen', () => {
  it('a preloaded screen renders in the frame it mounts, without the loading status', async () => {
    const { route, loads } = manualRoute('route-screen-warm');
    preloadScreen(route);
    await act(async () => loads[0].resolve());
    render(<RouteScreen route={route} onClose={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'route-screen-warm screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toHaveLength(1);
  });

  it('a failed chunk shows the recoverable error; Try again asks for it again and shows the screen', async () => {
    const cleanups: (() => void)[] = [];
    const logged = spyOnLoggedErrors(cleanups);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(() => consoleError.mockRestore());
    try {
      const { route, loads } = manualRoute('route-screen-cold');
      preloadScreen(route);
      render(<RouteScreen route={route} onClose={() => undefined} />);
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(async () =>
        loads[0].reject(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' })),
      );
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledTimes(1);
      expect(loads).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(loads).toHaveLength(2);
      await act(async () => loads[1].resolve());
      expect(screen.getByRole('heading', { name: 'route-screen-cold screen' })).toBeInTheDocument();
    } finally {
      cleanups.forEach((cleanup) => cleanup());
    }
  });
});
