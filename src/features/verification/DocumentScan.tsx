import { useId } from 'react';
import { isSafeRemoteUrl } from '@/shared/frames/safeUrl';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Heading, Muted } from '@/shared/ui/layout';
import { useLazyGetVerificationTokenQuery } from './api';

/**
 * The third-party document scan (docs/product/account.md#document-scan): each start asks a fresh token, so an
 * expired one is never used; the page opens in a new tab from a link (a window opened after a request is blocked).
 * Only an https page (http on a loopback host) is linked: docs/architecture.md, "Frames and redirects".
 */
export function DocumentScan() {
  const t = useT();
  const formatTime = useFormatDateTime();
  const headingId = useId();
  const [fetchToken, token] = useLazyGetVerificationTokenQuery();
  const live =
    token.data && Date.parse(token.data.expiresAt) > Date.now() && isSafeRemoteUrl(token.data.scanDocUrl)
      ? token.data
      : null;
  const unsafe = token.data !== undefined && !token.isFetching && !isSafeRemoteUrl(token.data.scanDocUrl);

  return (
    <section aria-labelledby={headingId}>
      <Heading as="h3" id={headingId}>
        {t('verification.scan.heading')}
      </Heading>
      <Muted>{t('verification.scan.text')}</Muted>
      {live && !token.isFetching ? (
        <Muted>
          <a href={live.scanDocUrl} target="_blank" rel="noopener noreferrer">
            {t('verification.scan.open')}
          </a>{' '}
          {t('verification.scan.expires', { time: formatTime(live.expiresAt) })}
        </Muted>
      ) : (
        <Actions>
          <Button variant="secondary" disabled={token.isFetching} onClick={() => void fetchToken()}>
            {t('verification.scan.start')}
          </Button>
        </Actions>
      )}
      {unsafe && <ErrorText role="alert">{t('verification.scan.unavailable')}</ErrorText>}
      {token.isError && !token.isFetching && <CallError error={token.error} onRetry={() => void fetchToken()} />}
    </section>
  );
}
