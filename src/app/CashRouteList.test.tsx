import { useState } from 'react';
import { act, render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { T } from '@test/support/cashierTest';
import { CashierContext } from './CashierContext';
import { CashRouteList } from './CashRouteList';
import { resolveProps } from './resolveProps';
import { findRoute } from './routes';
import { homeRoute } from './routeTable';
import { makeStore } from './store';

/** Every render of a component below the list that translates (Not found's) is counted. */
let translated = 0;
jest.mock('@/shared/i18n/useT', () => {
  const actual = jest.requireActual<{ useT: () => unknown }>('@/shared/i18n/useT');
  return {
    useT: () => {
      translated += 1;
      return actual.useT();
    },
  };
});

/** The list at `pathname` inside the cashier's context; `bump()` re-renders the parent with the same props. */
function renderListAt(pathname: string) {
  const { store, extra } = makeStore({ apiBaseUrl: 'http://list.test', requestTimeoutMs: 1000 });
  const context = { ...resolveProps({}), portalRoot: document.body, apiExtra: extra };
  const onClose = () => undefined;
  const location = { pathname, key: 'list' };
  const route = findRoute(pathname, context.basename)?.route;
  let bump = () => undefined as void;
  let routerPath = '';
  function RouterPath() {
    routerPath = useLocation().pathname;
    return null;
  }
  function Parent() {
    const [, setCount] = useState(0);
    bump = () => setCount((count) => count + 1);
    return <CashRouteList location={location} route={route} onClose={onClose} />;
  }
  render(
    <Provider store={store}>
      <CashierContext.Provider value={context}>
        <MemoryRouter initialEntries={[pathname]}>
          <RouterPath />
          <Parent />
        </MemoryRouter>
      </CashierContext.Provider>
    </Provider>,
  );
  return { bump: () => act(() => bump()), routerPath: () => routerPath };
}

describe('CashRouteList', () => {
  it('a cash URL no route matches shows Not found, in English, from its own chunk', async () => {
    renderListAt('/cash/no-such-screen/');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, T)).toBeInTheDocument();
  });

  it('the bare basename leads to the home route', () => {
    const list = renderListAt('/cash/');
    expect(list.routerPath()).toBe(`/cash/${homeRoute.example}`.replace(/\/+$/, '/'));
  });

  it('a parent that re-renders with the same location and onClose does not re-render the screen', async () => {
    const list = renderListAt('/cash/no-such-screen/');
    await screen.findByRole('heading', { name: 'Page not found' }, T);
    const before = translated;
    list.bump();
    list.bump();
    expect(translated).toBe(before);
  });
});
