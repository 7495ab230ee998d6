import { useEffect, useRef } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, ErrorText, Heading, Muted, Screen } from '@/shared/ui/layout';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { depositByMoneyPath, offerTypeFromSegment } from './depositPaths';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentCheck } from './startedPayment';
import { BackToPackages } from './BackToPackages';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { resultMessages } from './resultMessages';

registerMessages(resultMessages);

/**
 * Side by side where both fit, otherwise each on a full-width line of its own; a label still too long for the
 * button (298 px for the retry in this machine's fallback font, 283 px free at 375 px) breaks into balanced lines.
 */
const ResultActions = styled(Actions)`
  & > button {
    flex: 1 1 224px;
    padding: 8px 12px;
    text-wrap: balance;
  }
`;

/**
 * `failed/:presetId?/:offerType?/:methodId?`: the server's failure text (as plain text) and a retry with the
 * same package and method. The retry is a new intent: the failed one is resolved.
 */
export default function FailedScreen() {
  const t = useT();
  const navigate = useCashNavigate();
  const params = useParams();
  const { payment, check } = usePaymentCheck();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The attempt this page is about: the payment (memory or the intent book), else the package in its URL (a reload).
  const known = Boolean(payment) || Boolean(params.presetId);
  useEffect(() => {
    if (known) headingRef.current?.focus();
  }, [known]);

  if (payment === undefined && !params.presetId) return <ScreenSkeleton shape="result" />;
  if (!known) return <BackToPackages role="status" text={t('deposit.result.none')} title="cash.title.noPayment" />;
  // "The same package" only when the URL names one to try again with.
  const presetId = params.presetId;
  const retry = presetId
    ? () => navigate(depositByMoneyPath(presetId, offerTypeFromSegment(params.offerType), params.methodId))
    : null;
  const serverText = check.data?.status === 'failed' ? check.data.failedMessageText : null;

  return (
    <Screen aria-labelledby="deposit-failed-heading">
      <Heading id="deposit-failed-heading" ref={headingRef} tabIndex={-1}>
        {t('deposit.failed.heading')}
      </Heading>
      <QueryStatus query={check} loading={t('common.loading')} shape="result" />
      <div role="alert">
        <Muted>{t('deposit.failed.text')}</Muted>
        {serverText && <ErrorText>{serverText}</ErrorText>}
      </div>
      <ResultActions>
        {retry && <Button onClick={retry}>{t('deposit.failed.retry')}</Button>}
        <Button variant={retry ? 'secondary' : 'primary'} onClick={() => navigate(depositByMoneyPath())}>
          {t('deposit.package.choose')}
        </Button>
      </ResultActions>
    </Screen>
  );
}
