import { ScreenSkeleton, type ScreenSkeletonShape } from '@/shared/ui/ScreenSkeleton';

/**
 * What a route, a gate or Not found shows while its chunk loads (the fallback of their lazy parts): the outline of
 * the screen on its way (the route's `skeleton` in its manifest), announced as loading.
 */
export function Loading({ shape }: { shape?: ScreenSkeletonShape }) {
  return <ScreenSkeleton shape={shape} />;
}
