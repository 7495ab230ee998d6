import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CashRouteId } from './routeTable';

type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every screen loads as its own chunk. While a screen's issue is open its loader renders the placeholder,
 * which says so in the UI; the issue that delivers the screen swaps the loader for the feature's screen.
 */
const placeholder =
  (nameKey: string, issue?: string): ScreenLoader =>
  () =>
    import(/* webpackChunkName: "placeholder" */ '@/features/placeholder/PlaceholderScreen').then(({ default: Screen }) => ({
      default: () => <Screen nameKey={nameKey} issue={issue} />,
    }));

export const screenLoaders: Record<CashRouteId, ScreenLoader> = {
  depositOffer: () => import(/* webpackChunkName: "deposit" */ '@/features/deposit/DepositOfferScreen'),
  depositByMoney: () => import(/* webpackChunkName: "deposit" */ '@/features/deposit/DepositScreen'),
  deposit: () => import(/* webpackChunkName: "deposit" */ '@/features/deposit/DepositScreen'),
  success: () => import(/* webpackChunkName: "deposit-success" */ '@/features/deposit/SuccessScreen'),
  failed: () => import(/* webpackChunkName: "deposit-failed" */ '@/features/deposit/FailedScreen'),
  pending: () => import(/* webpackChunkName: "deposit-pending" */ '@/features/deposit/PendingScreen'),
  thankYou: () => import(/* webpackChunkName: "deposit-thank-you" */ '@/features/deposit/ThankYouScreen'),
  questionnaire: () => import(/* webpackChunkName: "deposit-questionnaire" */ '@/features/deposit/QuestionnaireScreen'),
  verification: placeholder('cash.route.verification'),
  verificationStatus: placeholder('cash.route.verificationStatus'),
  account: placeholder('cash.route.account'),
  history: placeholder('cash.route.history'),
  winningsToEntries: placeholder('cash.route.winningsToEntries'),
  redeem: placeholder('cash.route.redeem'),
  redeemSuccess: placeholder('cash.route.redeemSuccess'),
  playResponsible: placeholder('cash.route.playResponsible'),
};

/**
 * A lazy component per attempt: React caches a rejected lazy import forever, so "Try again" after a chunk
 * failed to load needs a fresh one (webpack itself retries a chunk whose load failed).
 */
export function lazyScreen(id: CashRouteId, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${id}:${attempt}`;
  let screen = lazyCache.get(key);
  if (!screen) {
    screen = lazy(screenLoaders[id]);
    lazyCache.set(key, screen);
  }
  return screen;
}

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
