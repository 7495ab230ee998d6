import { PLAYER_IDS } from '../../host-demo/sandbox/account/players';
import { DEFAULT_BASENAME } from '../../contracts/host/props';
import { cashPath, cashRouteTable, isCashLocation } from '../../src/app/routeTable';
import { loadScenarios } from '../scenarios';
import { clientNavigate, waitForCashierDialog } from './navigation';
import type { SweepTarget } from './types';

/** The player every route is opened for (the one in good standing, who sees every screen). */
export const ROUTE_PLAYER = 'verified';

/**
 * Everything the sweep visits, derived from data only: the route table (each `example`, by deep link as a
 * signed-in player and as a guest, and by in-app navigation from the host page), the host's Cashier button
 * (by keyboard, for every sandbox player), the host page with the cashier closed, and every state scenario
 * of test/scenarios/*.scenarios.ts. A new route or scenario file joins without a change here.
 * The cashier's screens (every route by deep link as a signed-in player, every scenario) are swept again in the
 * dark colour scheme, in the same page (rows ending in `· dark`).
 */
export function sweepTargets(): SweepTarget[] {
  const targets: SweepTarget[] = [
    { id: 'host page (cashier closed) · guest', player: null, path: '/', expectDialog: false, keyboard: false },
    {
      id: `host page (cashier closed) · ${ROUTE_PLAYER}`,
      player: ROUTE_PLAYER,
      path: '/',
      expectDialog: false,
      keyboard: false,
    },
  ];

  for (const player of PLAYER_IDS) {
    targets.push({
      id: `Cashier button (Enter) · ${player}`,
      player,
      path: '/',
      // Some players are sent elsewhere on open (terms: the host's terms dialog); the dialog is then not required.
      expectDialog: false,
      fromOpener: true,
      keyboard: true,
      layout: true,
    });
  }

  for (const route of cashRouteTable) {
    const path = cashPath(DEFAULT_BASENAME, route.example);
    targets.push(
      {
        id: `route ${route.id} · deep link · ${ROUTE_PLAYER}`,
        player: ROUTE_PLAYER,
        path,
        act: (page) => waitForCashierDialog(page),
        expectDialog: true,
        keyboard: true,
        layout: true,
      },
      {
        id: `route ${route.id} · in-app · ${ROUTE_PLAYER}`,
        player: ROUTE_PLAYER,
        path: '/',
        act: async (page) => {
          await clientNavigate(page, path);
          await waitForCashierDialog(page);
        },
        expectDialog: true,
        keyboard: true,
      },
      // A guest is asked to sign in by the host (its native dialog sits above): axe only, on whatever shows.
      { id: `route ${route.id} · deep link · guest`, player: null, path, expectDialog: false, keyboard: true },
    );
  }

  for (const scenario of loadScenarios().states) {
    targets.push({
      id: `scenario ${scenario.id}`,
      player: scenario.player === '' ? null : scenario.player,
      path: scenario.path,
      act: async (page) => {
        // A scenario opened at a cash URL starts once the overlay shows; its act (if any) does the rest.
        if (isCashLocation(scenario.path.split(/[?#]/)[0] ?? '', DEFAULT_BASENAME))
          await waitForCashierDialog(page).catch(() => undefined);
        await scenario.act?.(page);
      },
      expectDialog: true,
      keyboard: true,
      layout: true,
    });
  }

  // The cashier's screens are checked in the dark scheme too, in the same page as the light checks (sweep.ts), and
  // so is the host page: the dark pass of a cashier screen runs axe on the cashier alone.
  return targets.map((target) =>
    target.id.startsWith('scenario ') ||
    target.id.startsWith('host page ') ||
    target.id.endsWith(`· deep link · ${ROUTE_PLAYER}`)
      ? { ...target, dark: true }
      : target,
  );
}
