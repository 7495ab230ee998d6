import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useReadyMark } from '@/shared/perf/readyMark';
import { useT } from '@/shared/i18n/useT';
import { Slot } from '@/shared/ui/Slot';
import { Skeleton } from '@/shared/ui/Skeleton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { depositApi, FIRST_SCREEN_REFRESH_S, useGetPackagesQuery, useGetQuickDepositQuery } from './api';
import { Heading, Screen } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { ErrorBoundary } from '@/shared/ui/ErrorBoundary';
import { depositByMoneyPath, offerTypeFromSegment } from './depositPaths';
import { useLimitPopup } from './lazyLimitPopup';
import { PackageList, PackageListSkeleton } from './PackageList';
import { LazyPaymentStep } from './lazyPaymentStep';
import { QuickDeposit } from './QuickDeposit';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useStepTitle } from '@/shared/navigation/stepTitle';
import { useResumeStep } from './useResumeStep';

/**
 * `deposit/` and `deposit-by-money/:presetId?/:offerType?/:methodId?`: the package list, then (with a
 * preset in the URL) the payment methods for it, then (with a method) that method's form. Deep links open
 * straight at their step.
 */
export default function DepositScreen() {
  const params = useParams();
  const resume = useResumeStep();
  if (resume) return resume;
  if (params.presetId) {
    return (
      <LazyPaymentStep
        key={`${params.presetId}/${params.offerType ?? ''}`}
        target={{
          presetId: params.presetId,
          promoOfferPresetId: null,
          offerType: offerTypeFromSegment(params.offerType) ?? null,
        }}
        methodId={params.methodId}
      />
    );
  }
  return <PackageStep />;
}

/** How long the package list waits for the quick deposit and the cash data once the packages are in (ms). */
export const OTHERS_WAIT_MS = 1000;

function PackageStep() {
  const t = useT();
  const navigate = useCashNavigate();
  useStepTitle('cash.title.selectPackage');
  // Kept answers show at once; older than FIRST_SCREEN_REFRESH_S they are refreshed in the background (api.ts).
  const refresh = { refetchOnMountOrArgChange: FIRST_SCREEN_REFRESH_S };
  // The packages the entering prefetch asked for: a failure it met before this screen mounted is this screen's
  // failure (shown with Try again), not a reason to ask again unseen (docs/architecture.md, "Opening fast").
  const prefetched = depositApi.endpoints.getPackages.useQueryState({});
  const [adopted, setAdopted] = useState(() => (prefetched.isError && !prefetched.data ? prefetched.error : undefined));
  const packages = useGetPackagesQuery({}, { ...refresh, skip: adopted !== undefined });
  // Asked alongside the packages, not after them; optional (see QuickDeposit).
  const quick = useGetQuickDepositQuery(undefined, refresh);
  const cashData = useGetCashDataQuery();
  const quickOffered = Boolean(quick.data?.isAvailable && quick.data.presets.length > 0);
  const limit = useLimitPopup(Boolean(packages.data));
  const available = cashData.data?.availableSumDeposit ?? null;
  // Until all three have answered: the quick deposit above the packages and the limit on them must not arrive after
  // the packages and push them (layout shift). Not longer than OTHERS_WAIT_MS after the packages, though: a slow or
  // hanging optional call never holds the list back. The quick deposit's code is in the deposit chunk (not a chunk
  // of its own, which the list waited for: test/bench/README.md).
  const waitingForOthers = quick.isLoading || cashData.isLoading;
  const [othersWaited, setOthersWaited] = useState(false);
  const hasPackages = Boolean(packages.data);
  useEffect(() => {
    if (!hasPackages) return;
    const timer = setTimeout(() => setOthersWaited(true), OTHERS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [hasPackages]);
  // The list itself, not its skeletons, is on screen: what the readiness mark means (src/shared/perf/readyMark.ts).
  const holding = packages.isLoading || (hasPackages && !othersWaited && waitingForOthers);
  useReadyMark('deposit', hasPackages && !holding && adopted === undefined);

  if (adopted !== undefined) return <CallError error={adopted} onRetry={() => setAdopted(undefined)} />;
  // Skeletons of the packages' size hold their place meanwhile (PackageListSkeleton).
  if (holding) {
    return (
      <Screen aria-busy="true">
        <VisuallyHidden role="status">{t('deposit.package.loading')}</VisuallyHidden>
        <Skeleton width={200} height={24} radius="small" />
        <PackageListSkeleton />
      </Screen>
    );
  }
  if (!packages.data) return <CallError error={packages.error} onRetry={() => void packages.refetch()} />;
  const { currency, presets, selectedPresetId } = packages.data;
  return (
    <Screen aria-labelledby="deposit-packages-heading">
      {(quickOffered || quick.error !== undefined) && (
        // Optional: a quick deposit that cannot be shown (it throws while rendering) leaves the package list as it is.
        <ErrorBoundary name="deposit:quick" fallback={null}>
          <QuickDeposit
            data={quick.data}
            error={quick.error}
            available={available}
            onLimitReached={limit.onLimitReached}
          />
        </ErrorBoundary>
      )}
      <Heading id="deposit-packages-heading">{t('deposit.package.heading')}</Heading>
      <PackageList
        label={t('deposit.package.heading')}
        presets={presets}
        currency={currency}
        available={available}
        selectedId={selectedPresetId}
        onSelect={(preset) => navigate(depositByMoneyPath(preset.id, preset.offerType))}
        onLimitReached={limit.onLimitReached}
      />
      <Slot name="deposit.packages" />
      {limit.popup(available, currency)}
    </Screen>
  );
}
