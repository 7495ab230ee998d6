import type { ScreenLoader } from './manifest';

/**
 * PLACEHOLDER: the screen loader of a route whose tracker issue is still open. The shared placeholder screen says
 * so to the player, under the route's title (and names the issue when one is filed); the issue that delivers the
 * screen replaces this loader in the area's manifest. All placeholders share one chunk.
 */
export const placeholderScreen =
  (issue?: string): ScreenLoader =>
  () =>
    import(/* webpackChunkName: "placeholder" */ '@/shared/ui/PlaceholderScreen').then(({ placeholderFor }) => ({
      default: placeholderFor(issue),
    }));
