import { useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useParams } from 'react-router-dom';
import type { Package } from './api';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useT } from '@/shared/i18n/useT';
import { FIRST_SCREEN_REFRESH_S } from './api';
import { useGetPromoOfferQuery } from './offerApi';
import { Heading, Muted, Screen } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { useLimitPopup } from './lazyLimitPopup';
import { PackageList } from './PackageList';
import { BackToPackages } from './BackToPackages';
import { LazyMethodsForPackage } from './lazyPaymentStep';
import { useStepTitle } from '@/shared/navigation/stepTitle';
import { useResumeStep } from './useResumeStep';

/** `deposit-by-money/offer/:promoOfferPresetId?/:promoType?`: the player's promo offer, bought like a package. */
export default function DepositOfferScreen() {
  const t = useT();
  const params = useParams();
  const resume = useResumeStep();
  const offerQuery = useGetPromoOfferQuery(undefined, { refetchOnMountOrArgChange: FIRST_SCREEN_REFRESH_S });
  const cashData = useGetCashDataQuery();
  const [chosen, setChosen] = useState<Package | null>(null);
  const [methodId, setMethodId] = useState<string | undefined>(undefined);
  const limit = useLimitPopup(Boolean(offerQuery.data?.offer));
  useStepTitle('cash.title.selectPackage');

  if (resume) return resume;
  if (offerQuery.isLoading) return <ScreenSkeleton label={t('deposit.offer.loading')} />;
  if (!offerQuery.data) return <CallError error={offerQuery.error} onRetry={() => void offerQuery.refetch()} />;
  const { offer, currency } = offerQuery.data;
  const matches = offer && (!params.promoOfferPresetId || params.promoOfferPresetId === offer.promoOfferPresetId);
  if (!offer || !matches) {
    return <BackToPackages role="status" text={t('deposit.offer.none')} />;
  }
  if (chosen) {
    return (
      <LazyMethodsForPackage
        target={{ presetId: null, promoOfferPresetId: offer.promoOfferPresetId, offerType: chosen.offerType }}
        preset={chosen}
        currency={currency}
        methodsPackageId={chosen.id}
        methodId={methodId}
        onMethodChange={setMethodId}
        onBackToPackages={() => {
          setChosen(null);
          setMethodId(undefined);
        }}
      />
    );
  }
  const available = cashData.data?.availableSumDeposit ?? null;
  return (
    <Screen aria-labelledby="deposit-offer-heading">
      <Heading id="deposit-offer-heading">{offer.title}</Heading>
      {offer.description && <Muted>{offer.description}</Muted>}
      <PackageList
        label={offer.title}
        presets={offer.presets}
        currency={currency}
        available={available}
        onSelect={setChosen}
        onLimitReached={limit.onLimitReached}
      />
      {limit.popup(available, currency)}
    </Screen>
  );
}
