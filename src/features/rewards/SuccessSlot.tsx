import { registerMessages } from '@/shared/i18n/bundledMessages';
import { rewardsMessages } from './rewardsMessages';
import { ScratchCard } from './ScratchCard';
import { StreakProgress } from './StreakProgress';

registerMessages(rewardsMessages);

/** What a confirmed deposit brings (slot `deposit.success`): the streak's new progress and a scratch card. */
export default function SuccessSlot() {
  return (
    <>
      <StreakProgress />
      <ScratchCard />
    </>
  );
}
