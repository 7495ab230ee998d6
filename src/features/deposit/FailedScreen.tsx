import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { Actions, ErrorText, Heading, Muted, Screen } from '@/shared/ui/layout';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { depositByMoneyPath, offerTypeFromSegment } from './depositPaths';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { usePaymentCheck } from './startedPayment';
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
  const { check } = usePaymentCheck();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const retry = () =>
    navigate(
      params.presetId
        ? depositByMoneyPath(params.presetId, offerTypeFromSegment(params.offerType), params.methodId)
        : depositByMoneyPath(),
    );
  const serverText = check.data?.status === 'failed' ? check.data.failedMessageText : null;

  return (
    <Screen aria-labelledby="deposit-failed-heading">
      <Heading id="deposit-failed-heading" ref={headingRef} tabIndex={-1}>
        {t('deposit.failed.heading')}
      </Heading>
      <QueryStatus query={check} loading={t('common.loading')} />
      <div role="alert">
        <Muted>{t('deposit.failed.text')}</Muted>
        {serverText && <ErrorText>{serverText}</ErrorText>}
      </div>
      <ResultActions>
        <Button onClick={retry}>{t('deposit.failed.retry')}</Button>
        <Button variant="secondary" onClick={() => navigate(depositByMoneyPath())}>
          {t('deposit.package.choose')}
        </Button>
      </ResultActions>
    </Screen>
  );
}
