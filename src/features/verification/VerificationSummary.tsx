import type { VerificationStatus } from '@contracts/api/verification';
import { useT } from '@/shared/i18n/useT';
import { Muted } from '@/shared/ui/layout';
import { SummaryList } from '@/shared/ui/SummaryList';

/** Status, the server's reason (as text) and what comes next. */
export function VerificationSummary({ status, reason }: { status: VerificationStatus; reason: string | null }) {
  const t = useT();
  return (
    <>
      <SummaryList
        items={[
          [t('verification.status'), t(`verification.status.${status}`)],
          reason !== null && [t('verification.reason'), reason],
        ]}
      />
      <Muted role="status">{t(`verification.next.${status}`)}</Muted>
    </>
  );
}
