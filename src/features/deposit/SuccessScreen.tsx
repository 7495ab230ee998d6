import { useEffect, useRef, type CSSProperties } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import styled, { keyframes } from 'styled-components';
import { token } from '@/shared/ui/theme';
import { useDispatch } from 'react-redux';
import { cashierReset } from '@/shared/cashier/cashierReset';
import { announceBalance } from '@/shared/events/announceBalance';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Slot } from '@/shared/ui/Slot';
import { Actions, Heading, Muted, Screen } from '@/shared/ui/layout';
import { SummaryList } from '@/shared/ui/SummaryList';
import { CallError } from '@/shared/ui/CallError';
import { depositByMoneyPath } from './depositPaths';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentCheck } from './startedPayment';
import { BackToPackages } from './BackToPackages';
import { StepTitle } from '@/shared/navigation/stepTitle';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';
import { summaryMessages } from './summaryMessages';

registerMessages({ ...resultMessages, ...summaryMessages });

const pop = keyframes`
  from { transform: scale(0.4); opacity: 0; }
  70% { transform: scale(1.08); opacity: 1; }
`;
const draw = keyframes`
  from { stroke-dashoffset: 24; }
`;
const burst = keyframes`
  from { transform: rotate(var(--a)) translateY(0) scale(0.4); opacity: 1; }
  to { transform: rotate(var(--a)) translateY(-44px) scale(1); opacity: 0; }
`;

/** A celebrating tick: the disc pops, the tick draws itself and eight sparks fly out once. Still under reduced motion. */
const Burst = styled.div`
  position: relative;
  justify-self: center;
  width: 64px;
  height: 64px;
  svg {
    color: ${token('colorSuccess')};
    animation: ${pop} 0.45s ${token('easingStandard')} both;
  }
  path {
    stroke: ${token('colorSurface')};
    stroke-dasharray: 24;
    animation: ${draw} 0.35s 0.3s ease-out both;
  }
  i {
    position: absolute;
    top: 28px;
    left: 28px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${token('colorPrimary')};
    opacity: 0;
    animation: ${burst} 0.7s 0.25s ease-out;
  }
  i:nth-child(even) {
    background: ${token('colorSuccess')};
  }
  @media (prefers-reduced-motion: reduce) {
    svg,
    path,
    i {
      animation: none;
    }
  }
`;

function Celebration() {
  return (
    <Burst aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        <i key={index} style={{ '--a': `${index * 45}deg` } as CSSProperties} />
      ))}
      <svg width="64" height="64" viewBox="0 0 64 64">
        <circle cx="32" cy="32" r="30" fill="currentColor" />
        <path d="M20 33l8 8 16-17" fill="none" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Burst>
  );
}

/** `success/`: the deposit as the server confirms it (amount, coins, bonus, new balance); tells the host the balance changed. */
export default function SuccessScreen() {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useCashNavigate();
  const { payment, check } = usePaymentCheck();
  const announced = useRef<string | null>(null);
  const data = check.data;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (data?.status !== 'success' || !data.balance || announced.current === data.paymentId) return;
    announced.current = data.paymentId;
    announceBalance(data.balance);
    // After a result the deposit data starts over (docs/product/cash-data.md#resetting-cash-data reset).
    dispatch(cashierReset());
    headingRef.current?.focus();
  }, [data, dispatch]);

  const again = () => navigate(depositByMoneyPath());
  if (payment === undefined) return <ScreenSkeleton shape="result" />;
  if (!payment) return <BackToPackages role="status" text={t('deposit.result.none')} title="cash.title.noPayment" />;
  if (check.isLoading) return <ScreenSkeleton shape="result" label={t('deposit.pending.checking')} />;
  if (!data) return <CallError error={check.error} onRetry={() => void check.refetch()} />;
  if (data.status !== 'success') {
    return (
      <Screen>
        {/* Not "successful" in the header while the server has not said so. */}
        <StepTitle titleKey="cash.route.pending" />
        <Muted role="alert">{t('deposit.success.notConfirmed')}</Muted>
        <Actions>
          <Button onClick={() => navigate('pending/')}>{t('deposit.pending.checkAgain')}</Button>
        </Actions>
      </Screen>
    );
  }
  return (
    <Screen aria-labelledby="deposit-success-heading">
      <Celebration />
      <Heading id="deposit-success-heading" ref={headingRef} tabIndex={-1} style={{ textAlign: 'center' }}>
        {t('deposit.success.heading')}
      </Heading>
      <SummaryList
        items={[
          [t('deposit.success.amount'), formatMoney(data.amount, data.currency)],
          [t('deposit.summary.coins'), formatCoins(data.coins)],
          [t('deposit.summary.bonus'), formatCoins(data.bonus)],
          data.balance && [t('deposit.success.balance'), formatMoney(data.balance.balance, data.balance.currency)],
        ]}
      />
      {/* The next step first, so it is in view at 375 px; the rewards and the follow-up come under it. */}
      <Actions>
        <Button onClick={again}>{t('deposit.success.again')}</Button>
      </Actions>
      <Slot name="deposit.success" />
      {data.followUp !== null && (
        // The server asks something of the player after this deposit (docs/product/deposit.md#success: shown when the server asks).
        <Actions>
          <Button
            variant="secondary"
            onClick={() => navigate(data.followUp === 'questionnaire' ? 'questionnaire/' : 'thank-you/')}
          >
            {t(data.followUp === 'questionnaire' ? 'deposit.success.questionnaire' : 'deposit.success.review')}
          </Button>
        </Actions>
      )}
    </Screen>
  );
}
