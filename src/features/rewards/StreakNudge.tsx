import { useEffect } from 'react';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { useGetDepositStreakQuery } from './api';
import { rewardText } from './format';
import { Card, CardHeading, Text, WithArt } from './parts.styles';
import { StaticArt, useStaticEntry } from './staticInfo';
import { saveStreak } from './streakSave';

/**
 * The deposit streak on the package screen: which deposit of the streak this purchase is and what it unlocks, in the
 * streak's skin. Saves the progress shown (`prevWheelProgress`) for the success screen's animation. Never nudges past
 * the responsible-play limit: hidden while the daily limit leaves no room (docs/product/rewards.md).
 */
export function StreakNudge() {
  const t = useT();
  const streak = useGetDepositStreakQuery();
  const available = useGetCashDataQuery().data?.availableSumDeposit ?? null;
  const data = streak.data;
  const skin = useStaticEntry('deposit-streak-skin', data?.skin ?? null);

  useEffect(() => {
    if (data?.isActive) saveStreak({ prevWheelProgress: data.currentStep });
  }, [data]);

  if (streak.isLoading) return null;
  if (!data) return <CallError error={streak.error} onRetry={() => void streak.refetch()} />;
  if (!data.isActive || (available !== null && available <= 0)) return null;
  const total = data.steps.length;
  const next = data.steps.find((step) => step.step === data.currentStep + 1);
  return (
    <Card aria-labelledby="rewards-streak-heading">
      <WithArt>
        <StaticArt entry={skin} size={48} />
        <div>
          <CardHeading id="rewards-streak-heading">{t('rewards.streak.heading')}</CardHeading>
          {skin && <Text>{skin.title}</Text>}
        </div>
      </WithArt>
      {next ? (
        <>
          <Text>{t('rewards.streak.next', { step: next.step, total })}</Text>
          <Text>{rewardText(t, 'rewards.streak.unlocks', next.reward)}</Text>
        </>
      ) : (
        <Text>{t('rewards.streak.done')}</Text>
      )}
    </Card>
  );
}
