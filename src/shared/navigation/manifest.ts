import type { ComponentType } from 'react';
import type { Reducer, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CashData } from '@/shared/cashier/api';
import type { CashierViewOption } from '@contracts/host/props';
import type { Messages } from '@/shared/i18n/en';
import type { ScreenSkeletonShape } from '@/shared/ui/ScreenSkeleton';

/*
 * The plug-in shape of an area of the cashier (one folder per area): docs/architecture.md, "The manifest".
 * An area exports one FeatureManifest from the index.ts of its folder and the app's list of areas names it; the app
 * knows nothing else about the area. A manifest is plain data plus lazy functions: Node scripts read the route
 * table through it, so it never imports a screen, React or styled-components at module level.
 */

/** A screen module, loaded on demand (each loader names its chunk with webpackChunkName). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export interface FeatureRoute {
  /** Stable id, unique across areas; tests, the size report and the a11y sweep name routes by it. */
  id: string;
  /** Path relative to the basename, react-router syntax (`:param?` is optional). */
  path: string;
  /** A concrete URL (relative to the basename) that opens this route, for tests and demo links; default `path`. */
  example?: string;
  /** Which flow's chunk the screen belongs to (size and bench reports group by it). */
  flow: string;
  /** i18n key of the header title, default `cash.route.<id>`; a screen may show another per step (useStepTitle). */
  title?: string;
  screen: ScreenLoader;
  /** The outline shown while the screen's code loads (the kit's ScreenSkeleton shapes); default `list`. */
  skeleton?: ScreenSkeletonShape;
  /** Where the bare basename (and Not found's link) leads; exactly one route of all areas says so. */
  home?: boolean;
  /**
   * Where the header's Back leads when no cash screen came before this one (a deep link, a reload): a path relative
   * to the basename for these params (a redeem method's form → the method list), or undefined for no Back. With a
   * cash screen before it, Back is the browser's back. docs/architecture.md, "The manifest".
   */
  up?: (params: Readonly<Record<string, string | undefined>>) => string | undefined;
}

/** What an area's prefetch gets when the player enters one of its routes, or on the host's idle preload. */
export interface PrefetchContext {
  /** The store's dispatch, for RTK Query's `util.prefetch` / `endpoints.x.initiate`. */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  /**
   * Starts GETs of these API paths now, before the area's code has arrived (a query for the same URL later takes the
   * answer): for the first screen's calls, so they travel in parallel with its chunk. Resolves to whether every
   * answer is a success of a signed-in player; reports nothing itself (no logout for a 401). A path whose kept
   * answer is younger than `unlessAnsweredWithinS` seconds is not sent (counted as a success).
   */
  sendEarly: (paths: readonly string[], unlessAnsweredWithinS?: number) => Promise<boolean>;
  /**
   * True on the host's idle preload (the cashier mounted, the cash area closed, the page idle): the player may be
   * signed out, so go on into the store (whose queries tell the host about a 401) only when `sendEarly` resolved
   * true. False when the player entered the route.
   */
  idle: boolean;
  /** The route entered, with its path params and query string. */
  routeId: string;
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

/** What the app hands a gate's screen: the view option and the two ways out of the cash area. */
export interface GateScreenProps {
  viewOption: CashierViewOption;
  /** The previous screen (the game view's Back link); leaves the cash area when there is none. */
  onBack: () => void;
  /** Closes the cash area (Close, logout). */
  onClose: () => void;
}

/**
 * A screen that takes the cash area over while the player's cash data says so (docs/architecture.md, "Gates"):
 * the app evaluates `applies` on every app-cash answer and shows `screen` instead of whichever route is open.
 */
export interface FeatureGate {
  /** Stable id (the size report and tests name the gate by it). */
  id: string;
  applies: (cash: CashData) => boolean;
  /** i18n key of the header title while the gate shows (its English in the manifest's `titles`). */
  title: string;
  /** The gate's screen module; its chunk registers its own English. */
  screen: () => Promise<{ default: ComponentType<GateScreenProps> }>;
}

export interface FeatureManifest {
  /** The folder name under src/features. */
  id: string;
  routes: readonly FeatureRoute[];
  /**
   * The English of the header titles (every route's `title` and any step title): small and bundled with the app,
   * so a header never shows a raw key while a screen's chunk loads.
   */
  titles: Messages;
  /**
   * The lazy English of the screens of a route (resolved before the screen renders, merged under server strings);
   * null when that route's chunk brings its own.
   */
  messages?: (routeId: string) => Promise<Messages> | null;
  /**
   * Starts the requests the entered route's first screen needs, so they run while its chunk downloads; also run for
   * the home route on the host's idle preload (`context.idle`), so a first open finds its data kept.
   */
  prefetch?: (context: PrefetchContext) => void;
  /** Client state the area keeps in the store, by key (server data stays in the RTK Query cache). */
  reducers?: Readonly<Record<string, Reducer>>;
  /** Screens that replace the cash screens while their condition holds (the first applying gate of all areas wins). */
  gate?: FeatureGate;
  /** Lazy parts this area shows in other areas' screens, by slot name (`<Slot name>`, docs/architecture.md, "Slots"). */
  slots?: Readonly<Record<string, ScreenLoader>>;
}
