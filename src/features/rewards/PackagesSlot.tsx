import styled from 'styled-components';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { Heading } from '@/shared/ui/layout';
import { Collections } from './Collections';
import { FreeCoins } from './FreeCoins';
import { MoneyBox } from './MoneyBox';
import { rewardsMessages } from './rewardsMessages';
import { StreakNudge } from './StreakNudge';

registerMessages(rewardsMessages);

const Panel = styled.section`
  display: grid;
  gap: 12px;
`;

/**
 * The rewards panel below the packages (slot `deposit.packages`, docs/product/rewards.md "ours"): the streak this
 * purchase advances, the money box, free coins and the collections.
 */
export default function PackagesSlot() {
  const t = useT();
  return (
    <Panel aria-labelledby="rewards-heading">
      <Heading id="rewards-heading">{t('rewards.heading')}</Heading>
      <StreakNudge />
      <MoneyBox />
      <FreeCoins />
      <Collections />
    </Panel>
  );
}
