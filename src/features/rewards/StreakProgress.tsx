import { useEffect, useState } from 'react';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { useGetDepositStreakQuery } from './api';
import { Bar, Card, CardHeading, Text, Track } from './parts.styles';
import { readStreakSave, saveStreak } from './streakSave';

const percent = (done: number, total: number) => `${total > 0 ? Math.min(100, (done / total) * 100) : 0}%`;

/**
 * The streak after a deposit (success screen): the bar moves from the progress saved on the package screen
 * (`prevWheelProgress`) to the server's new progress, which is then saved. With reduced motion the CSS drops the
 * transition: the final state shows at once. Without saved progress there is nothing to animate from.
 */
export function StreakProgress() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  // The deposit just changed the streak: never the cached answer from the package screen.
  const streak = useGetDepositStreakQuery(undefined, { refetchOnMountOrArgChange: true });
  const [from] = useState(() => readStreakSave()?.prevWheelProgress ?? null);
  const [moved, setMoved] = useState(false);
  const data = streak.isFetching ? undefined : streak.data;
  const to = data?.currentStep ?? null;

  useEffect(() => {
    if (to === null) return;
    saveStreak({ prevWheelProgress: to });
    // Two frames: the bar is painted at the old width first, so the width change transitions.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setMoved(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [to]);

  if (streak.isFetching && !streak.isError) return null;
  if (!data) return <CallError error={streak.error} onRetry={() => void streak.refetch()} />;
  if (!data.isActive) return null;
  const total = data.steps.length;
  const start = from === null || from > data.currentStep ? data.currentStep : from;
  const shown = moved ? data.currentStep : start;
  return (
    <Card aria-labelledby="rewards-progress-heading">
      <CardHeading id="rewards-progress-heading">{t('rewards.streak.heading')}</CardHeading>
      <Track
        role="progressbar"
        aria-label={t('rewards.streak.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={data.currentStep}
        aria-valuetext={t('rewards.streak.count', { done: data.currentStep, total })}
        data-from={start}
        data-to={data.currentStep}
      >
        <Bar style={{ width: percent(shown, total) }} data-testid="streak-bar" />
      </Track>
      <Text role="status">
        {data.currentStep > start
          ? t('rewards.streak.advanced', { done: data.currentStep, total })
          : t('rewards.streak.count', { done: data.currentStep, total })}
      </Text>
      {data.expiresAt && <Text>{t('rewards.streak.ends', { date: formatDateTime(data.expiresAt) })}</Text>}
    </Card>
  );
}
