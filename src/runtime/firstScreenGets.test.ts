import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchPath } from 'react-router-dom';
import { firstScreenStart } from '@contracts/host/firstScreen';
import { cashPath, cashRoutes } from '@/app/routeTable';
import { sendShellEarly } from '@/app/sendShellEarly';
import { makeStore } from '@/app/store';
import { joinUrl } from '@/shared/api/send';
import { languageFromLocale } from '@/shared/i18n/language';
import type { PrefetchContext } from '@/shared/navigation/manifest';
import { firstScreenGets } from './firstScreenGets';
import { FIRST_SCREEN_SOURCE } from './firstScreenTable';

/** Each route id of the areas' manifests with the chunk its screen loader names (the `webpackChunkName` literal). */
function screenChunks(): Map<string, string> {
  const features = join(__dirname, '..', 'features');
  const found = new Map<string, string>();
  for (const area of readdirSync(features)) {
    let text = '';
    try {
      text = readFileSync(join(features, area, 'index.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(/id: '([^']+)',[^{}]*?screen: \(\) => import\(\/\* webpackChunkName: "([^"]+)"/g))
      found.set(match[1] ?? '', match[2] ?? '');
  }
  return found;
}

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

  it.each(cashRoutes.map((route) => [route.id, route] as const))(
    "%s: the table starts its screen's chunk (the one its screen loader names)",
    (id, route) => {
      const chunk = screenChunks().get(id);
      expect(chunk).toBeDefined();
      // The table with each chunk's name as its file, read for the route's example path.
      const table = {
        ...FIRST_SCREEN_SOURCE,
        shell: { gets: FIRST_SCREEN_SOURCE.shell.gets, js: FIRST_SCREEN_SOURCE.shell.chunks },
        routes: FIRST_SCREEN_SOURCE.routes.map(({ match, gets, chunks }) => ({ match, gets, js: chunks })),
      };
      const { js } = firstScreenStart(table, cashPath('/cash', route.example), {}, ORIGIN, 'https://cdn.test/');
      expect(js.map((url) => url.replace('https://cdn.test/', ''))).toContain(chunk);
    },
  );
});
