import styled from 'styled-components';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import type { GateScreenProps } from '@/shared/navigation/manifest';
import { Button } from '@/shared/ui/Button';
import { ActionRequired } from './ActionRequired';
import { DuplicateVariant } from './DuplicateVariant';
import { messages } from './messages';
import { LazySwitchMode, usePreloadSwitchMode } from './lazySwitch';
import { useSuspendedFlow } from './useSuspendedFlow';

registerMessages(messages);

/** The game view's Back link, inset like the variant's content below it (its `Screen` pads 16 px). */
const GameBack = styled.div`
  padding: 16px 16px 0;
`;

/**
 * The suspended screen (docs/product/suspended.md), shown by the area's gate in place of every cash screen while
 * `finOperations.isAvailable` is false. Its variant follows the account status and the switch mode; the game view
 * adds a Back link to the previous screen.
 */
export default function SuspendedScreen({ viewOption, onBack, onClose }: GateScreenProps) {
  const t = useT();
  // Subscribed, so the cash data (and with it this screen) stays while it shows.
  const cash = useGetCashDataQuery();
  const flow = useSuspendedFlow({ onClose });
  const isDuplicate = cash.data?.finOperations.accountStatus === 'duplicate';
  // A duplicate account's screen may go on to switch mode: its chunk comes while the player reads.
  usePreloadSwitchMode(isDuplicate);
  if (!cash.data) return <ScreenSkeleton shape="result" />;
  const { finOperations, switchAccountStrategies } = cash.data;

  let variant;
  if (finOperations.accountStatus !== 'duplicate') {
    variant = <ActionRequired onOpenSupportChat={flow.openSupportChat} />;
  } else if (flow.state.switchMode && flow.state.switchType) {
    const switchType = flow.state.switchType;
    variant = (
      <LazySwitchMode
        state={flow.state}
        switchType={switchType}
        code={flow.code}
        email={finOperations.switchingAccountEmail}
        seconds={flow.seconds}
        sending={flow.sending}
        checking={flow.checking}
        onBack={flow.back}
        onResend={() => flow.send(switchType)}
        onEnter={flow.enter}
        onCheck={flow.check}
        onOpenSupportChat={flow.openSupportChat}
      />
    );
  } else {
    variant = (
      <DuplicateVariant
        strategies={switchAccountStrategies}
        sending={flow.sending}
        onChoose={flow.send}
        onLogout={flow.logout}
        onOpenSupportChat={flow.openSupportChat}
      />
    );
  }

  return (
    <>
      {viewOption === 'game' && (
        <GameBack>
          <Button variant="link" onClick={onBack}>
            {t('suspended.gameBack')}
          </Button>
        </GameBack>
      )}
      {variant}
    </>
  );
}
