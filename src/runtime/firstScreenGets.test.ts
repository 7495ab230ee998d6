import { matchPath } from 'react-router-dom';
import { cashPath, cashRoutes } from '@/app/routeTable';
import { sendShellEarly } from '@/app/sendShellEarly';
import { makeStore } from '@/app/store';
import { joinUrl } from '@/shared/api/send';
import { languageFromLocale } from '@/shared/i18n/language';
import type { PrefetchContext } from '@/shared/navigation/manifest';
import { firstScreenGets } from './firstScreenGets';

// The shell's early GETs are recorded, not sent (sendShellEarly returns the paths it asked for).
jest.mock('@/shared/api/baseQuery', () => ({
  ...jest.requireActual<object>('@/shared/api/baseQuery'),
  sendEarly: jest.fn(() => Promise.resolve(true)),
}));

const API = 'https://api.example.test/v1';
const ORIGIN = 'https://games.example.test';

/** Every GET the shell and the route's area start on entering `route` cold (an empty store), as full URLs. */
function sentOnEntering(route: (typeof cashRoutes)[number], locale: string): string[] {
  const { store, extra } = makeStore({ apiBaseUrl: API, requestTimeoutMs: 1000 });
  const paths = sendShellEarly(extra, store.getState(), languageFromLocale(locale));
  const match = matchPath(`/${route.path}`, `/${route.example}`);
  route.feature.prefetch?.({
    dispatch: (() => undefined) as unknown as PrefetchContext['dispatch'],
    sendEarly: (asked) => {
      paths.push(...asked);
      return Promise.resolve(false);
    },
    idle: false,
    routeId: route.id,
    params: match?.params ?? {},
    search: '',
  });
  return paths.map((path) => joinUrl(API, path));
}

describe('firstScreenGets (what remoteEntry.js starts for a cold open)', () => {
  it.each(cashRoutes.map((route) => [route.id, route] as const))(
    '%s: exactly the GETs the shell and the area start on entering it',
    (_id, route) => {
      const locale = 'es-MX';
      const url = cashPath('/money', route.example);
      expect(firstScreenGets(url, { apiBaseUrl: API, basename: '/money/', locale }, ORIGIN).sort()).toEqual(
        sentOnEntering(route, locale).sort(),
      );
    },
  );

  it('nothing off the cash routes, or on a path that only starts like the basename', () => {
    expect(firstScreenGets('/lobby', { apiBaseUrl: API }, ORIGIN)).toEqual([]);
    expect(firstScreenGets('/cashback/deposit/', {}, ORIGIN)).toEqual([]);
  });

  it("the props' defaults: the page origin, /cash and English", () => {
    expect(firstScreenGets('/cash/deposit/', {}, ORIGIN)).toEqual([
      `${ORIGIN}/rest/cash/`,
      `${ORIGIN}/rest/app/init/`,
      `${ORIGIN}/i18n/messages/cash/en/`,
      `${ORIGIN}/api/rest/translations/cash/en`,
      `${ORIGIN}/rest/cash/cards/`,
      `${ORIGIN}/rest/cash/input/light-cash/`,
    ]);
  });
});
