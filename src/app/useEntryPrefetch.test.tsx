import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { sendEarly } from '@/shared/api/baseQuery';
import type { FeatureManifest, PrefetchContext } from '@/shared/navigation/manifest';
import type { CashRoute } from './routeTable';
import { makeStore } from './store';
import { useEntryPrefetch, type EntryTarget } from './useEntryPrefetch';

jest.mock('@/shared/api/baseQuery', () => ({
  ...jest.requireActual<object>('@/shared/api/baseQuery'),
  sendEarly: jest.fn(() => Promise.resolve(true)),
}));

/** Everything that happens, in order: chunk starts, early GETs, dispatches, store work, and what a child saw while rendering. */
let log: string[] = [];
beforeEach(() => {
  log = [];
  jest.mocked(sendEarly).mockImplementation((_extra, path) => {
    log.push(`GET ${path}`);
    return Promise.resolve(true);
  });
});

let routeCount = 0;
/** An area with two routes; its prefetch asks for one early GET and does one piece of store work. */
function area() {
  const feature = {
    id: 'entry-area',
    routes: [],
    titles: {},
    prefetch: (context: PrefetchContext) => {
      log.push(`prefetch ${context.routeId} ${context.search}`);
      void context.sendEarly(['/rest/area/']);
      context.dispatch(() => log.push('store work'));
    },
  } as unknown as FeatureManifest;
  const route = (): CashRoute => {
    routeCount += 1;
    const id = `entry-route-${routeCount}`;
    return {
      id,
      path: id,
      example: id,
      flow: 'test',
      title: id,
      feature,
      screen: () => {
        log.push(`chunk ${id}`);
        return Promise.resolve({ default: () => null });
      },
    };
  };
  return { first: route(), second: route() };
}

function setUp(strict = false) {
  const { store, extra } = makeStore({ apiBaseUrl: 'http://entry.test', requestTimeoutMs: 1000 });
  const dispatch = store.dispatch;
  // Every dispatch is logged: none may happen while rendering.
  store.dispatch = ((action: Parameters<typeof dispatch>[0]) => {
    log.push('dispatch');
    return dispatch(action);
  }) as typeof dispatch;
  function Probe() {
    log.push('child renders');
    return null;
  }
  function Entering(props: Omit<EntryTarget, 'extra' | 'language'>) {
    useEntryPrefetch({ ...props, language: 'en', extra });
    return <Probe />;
  }
  const wrap = (node: ReactNode) => (
    <Provider store={store}>{strict ? <StrictMode>{node}</StrictMode> : node}</Provider>
  );
  const view = render(wrap(<Entering isCash={false} found={undefined} search="" />));
  return { go: (props: Omit<EntryTarget, 'extra' | 'language'>) => view.rerender(wrap(<Entering {...props} />)) };
}

const shellGets = [
  'GET /rest/cash/',
  'GET /rest/app/init/',
  'GET /i18n/messages/cash/en/',
  'GET /api/rest/translations/cash/en',
];

describe('useEntryPrefetch', () => {
  it("entering: the chunk, the shell's GETs, then the area's, all before the children render; its store work after the commit", () => {
    const { first } = area();
    const { go } = setUp();
    log = [];
    go({ isCash: true, found: { route: first, params: {} }, search: '?x=1' });
    expect(log.slice(0, log.indexOf('child renders'))).toEqual([
      `chunk ${first.id}`,
      ...shellGets,
      `prefetch ${first.id} ?x=1`,
      'GET /rest/area/',
    ]);
    // No dispatch while rendering: the store work waits for the commit.
    expect(log.slice(log.indexOf('child renders'))).toEqual(['child renders', 'dispatch', 'store work']);
  });

  it('moving inside the area starts the new chunk only; leaving and entering again starts everything again', () => {
    const { first, second } = area();
    const { go } = setUp();
    go({ isCash: true, found: { route: first, params: {} }, search: '' });
    log = [];
    go({ isCash: true, found: { route: second, params: {} }, search: '' });
    expect(log).toEqual([`chunk ${second.id}`, 'child renders']);
    log = [];
    go({ isCash: false, found: undefined, search: '' });
    expect(log).toEqual(['child renders']);
    go({ isCash: true, found: { route: first, params: {} }, search: '' });
    expect(
      log.filter((line) => line.startsWith('GET') || line.startsWith('prefetch') || line === 'store work'),
    ).toEqual([...shellGets, `prefetch ${first.id} `, 'GET /rest/area/', 'store work']);
  });

  it("a cash URL no route matches: the shell's GETs only", () => {
    setUp().go({ isCash: true, found: undefined, search: '' });
    expect(log.filter((line) => line.startsWith('GET') || line.startsWith('prefetch'))).toEqual(shellGets);
  });

  it('under StrictMode (every render twice) the store work runs once', () => {
    const { first } = area();
    const { go } = setUp(true);
    go({ isCash: true, found: { route: first, params: {} }, search: '' });
    expect(log.filter((line) => line === 'store work')).toHaveLength(1);
    expect(log.slice(0, log.indexOf('child renders'))).not.toContain('dispatch');
  });
});
