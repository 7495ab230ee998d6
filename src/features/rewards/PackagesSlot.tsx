import styled from 'styled-components';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { Heading } from '@/shared/ui/layout';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useGetDepositStreakQuery, useGetMoneyBoxQuery, useGetStaticInfoQuery } from './api';
import { Collections } from './Collections';
import { FreeCoins } from './FreeCoins';
import { MoneyBox } from './MoneyBox';
import { rewardsMessages } from './rewardsMessages';
import { StreakNudge } from './StreakNudge';

registerMessages(rewardsMessages);

const Panel = styled.section<{ $pending: boolean }>`
  display: ${({ $pending }) => ($pending ? 'none' : 'grid')};
  gap: 12px;
`;

/**
 * The rewards panel below the packages (slot `deposit.packages`, docs/product/rewards.md "ours"): the streak this
 * purchase advances, the money box, free coins and the collections. It shows in one piece once every part's call
 * has answered (a failed one included), below everything else on the screen, so it moves nothing the player
 * already sees: parts popping in one by one under its heading would push each other (docs/architecture.md,
 * "Opening fast", layout shift). The parts are mounted (not shown) meanwhile, so each subscribes from the start and
 * a failure is shown as such rather than silently asked again by a part mounting after it.
 */
export default function PackagesSlot() {
  const t = useT();
  // The same cache entries the parts read (one request each); only their loading state is used here.
  const pending = [
    useGetDepositStreakQuery(),
    useGetMoneyBoxQuery(),
    useGetStaticInfoQuery(),
    useGetCashDataQuery(),
  ].some((query) => query.isLoading);
  return (
    <Panel aria-labelledby="rewards-heading" $pending={pending}>
      <Heading id="rewards-heading">{t('rewards.heading')}</Heading>
      <StreakNudge />
      <MoneyBox />
      <FreeCoins />
      <Collections />
    </Panel>
  );
}
