import { useCallback, useState, type ReactNode } from 'react';
import { lazyPart } from '@/shared/lazy/lazyPart';
import { Spinner } from '@/shared/ui/Spinner';
import { useLocation } from 'react-router-dom';
import { mightResume } from './resumeCheck';

/** The resume check and the saved intent's reader: a chunk of its own, needed only when mightResume says so. */
const resumePending = lazyPart<{ onNone: () => void }>(
  () => import(/* webpackChunkName: "deposit-resume" */ './ResumePending').then((module) => module.default),
  <Spinner />,
);

/**
 * What a first screen (the package list, the offer) renders instead of itself while a payment may be waiting to be
 * resumed (ResumePending.tsx takes the player to pending/), else null.
 */
export function useResumeStep(): ReactNode {
  const { search } = useLocation();
  const [resuming, setResuming] = useState(() => mightResume(search));
  const noneToResume = useCallback(() => setResuming(false), []);
  if (!resuming) return null;
  return <resumePending.Part onNone={noneToResume} />;
}
