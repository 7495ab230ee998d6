import { useState } from 'react';
import styled from 'styled-components';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { useT } from '@/shared/i18n/useT';
import { token } from '@/shared/ui/theme';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useGetPackagesQuery, type Package } from './api';
import { useGetPaymentMethodsQuery, type PaymentMethod, type PaymentMethodsData } from './paymentApi';
import type { PaymentMethodKind } from '@contracts/api/deposit';
import { Heading, List, Muted, Screen, ScreenHeading, Strong } from '@/shared/ui/layout';
import { SummaryList } from '@/shared/ui/SummaryList';
import { CallError } from '@/shared/ui/CallError';
import { depositByMoneyPath } from './depositPaths';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { BackToPackages } from './BackToPackages';
import { LimitReachedPopup } from './LimitReachedPopup';
import { MethodPanel } from './MethodPanel';
import { MethodMark, MethodTile, type MethodGlyph } from '@/shared/ui/MethodMark';
import type { Purchase } from '@/features/deposit/methods/bodyTarget';
import { isApplePaySupported } from './methods/ApplePay/applePaySupport';
import { useCashNavigate } from '@/shared/navigation/useCashNavigate';
import { useStepTitle } from '@/shared/navigation/stepTitle';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { paymentMessages } from './paymentMessages';
import { summaryMessages } from './summaryMessages';
import { cardBrandMessages } from './cardBrandMessages';

// This module is the payment-step chunk's entry (lazyPaymentStep.tsx): registering here covers every part of it.
registerMessages({ ...paymentMessages, ...summaryMessages, ...cardBrandMessages });

export type PurchaseTarget = Omit<Purchase, 'methodId'>;

export interface PaymentStepProps {
  target: PurchaseTarget;
  /** The method open from the URL (deep link), if any. */
  methodId?: string;
}

/** A preset's payment step under deposit-by-money: the URL holds the chosen method. */
export function PaymentStep({ target, methodId }: PaymentStepProps) {
  const t = useT();
  const navigate = useCashNavigate();
  const presetId = target.presetId ?? '';
  const packages = useGetPackagesQuery({ presetId });
  const preset = packages.data?.presets.find((item) => item.id === presetId);
  if (packages.isLoading) return <Spinner label={t('deposit.package.loading')} />;
  if (!packages.data) return <CallError error={packages.error} onRetry={() => void packages.refetch()} />;
  if (!preset) return <BackToPackages role="alert" text={t('deposit.package.notFound')} />;
  return (
    <MethodsForPackage
      target={target}
      preset={preset}
      currency={packages.data.currency}
      methodsPackageId={presetId}
      methodId={methodId}
      onMethodChange={(id) => navigate(depositByMoneyPath(presetId, target.offerType, id))}
      onBackToPackages={() => navigate(depositByMoneyPath())}
    />
  );
}

export interface MethodsForPackageProps {
  target: PurchaseTarget;
  preset: Package;
  currency: string;
  /** The id of the package the methods are listed for (the promo offer's package for an offer). */
  methodsPackageId: string;
  methodId?: string;
  onMethodChange: (methodId?: string) => void;
  onBackToPackages: () => void;
}

/** The chosen package's summary, its payment methods, and the open method's form. */
export function MethodsForPackage({
  target,
  preset,
  currency,
  methodsPackageId,
  methodId,
  onMethodChange,
  onBackToPackages,
}: MethodsForPackageProps) {
  const t = useT();
  const cashData = useGetCashDataQuery();
  const available = cashData.data?.availableSumDeposit ?? null;
  const overLimit = available !== null && preset.price > available;
  const [limitOpen, setLimitOpen] = useState(overLimit);
  const methods = useGetPaymentMethodsQuery(
    { presetId: methodsPackageId, offerType: target.offerType ?? undefined },
    // Saved cards and bank accounts change outside this screen: ask again each time the step opens.
    { skip: overLimit, refetchOnMountOrArgChange: true },
  );
  const [pickerOpen, setPickerOpen] = useState(true);
  const openMethod = methods.data?.methods.find((method) => method.id === methodId && isOffered(method));
  useStepTitle(openMethod?.kind === 'card' && pickerOpen ? 'cash.title.selectCard' : 'cash.title.paymentMethod');

  if (overLimit && available !== null) {
    return (
      <Screen>
        <Muted role="alert">{t('deposit.package.overLimit')}</Muted>
        <Button onClick={onBackToPackages}>{t('deposit.package.choose')}</Button>
        {limitOpen && (
          <LimitReachedPopup
            price={preset.price}
            available={available}
            currency={currency}
            onClose={() => setLimitOpen(false)}
          />
        )}
      </Screen>
    );
  }

  const select = (method: PaymentMethod) => {
    setPickerOpen(true);
    onMethodChange(method.id);
  };

  return (
    <Screen aria-labelledby="deposit-methods-heading">
      <OrderSummaryView preset={preset} currency={currency} />
      <ScreenHeading id="deposit-methods-heading">{t('deposit.method.heading')}</ScreenHeading>
      {methods.isLoading && <Spinner label={t('deposit.method.loading')} />}
      {!methods.isLoading && !methods.data && (
        <CallError error={methods.error} onRetry={() => void methods.refetch()} />
      )}
      {methods.data && <MethodList data={methods.data} selectedId={openMethod?.id} onSelect={select} />}
      {methods.data && openMethod && (pickerOpen || openMethod.kind !== 'card') && (
        <MethodPanel
          method={openMethod}
          data={methods.data}
          target={{ ...target, methodId: openMethod.id }}
          price={preset.price}
          coins={preset.orderSummary.total}
          onClose={() => {
            setPickerOpen(false);
            onMethodChange(undefined);
          }}
        />
      )}
      <Button variant="link" onClick={onBackToPackages}>
        {t('deposit.package.change')}
      </Button>
    </Screen>
  );
}

function OrderSummaryView({ preset, currency }: { preset: Package; currency: string }) {
  const t = useT();
  const summary = preset.orderSummary;
  return (
    <SummaryCard aria-labelledby="deposit-summary-heading">
      <SummaryHeading id="deposit-summary-heading">{t('deposit.summary.heading')}</SummaryHeading>
      <SummaryList
        items={[
          [t('deposit.summary.price'), formatMoney(summary.price, currency)],
          [t('deposit.summary.coins'), formatCoins(summary.coins)],
          [t('deposit.summary.bonus'), formatCoins(summary.bonus)],
          [t('deposit.summary.total'), <Strong>{formatCoins(summary.total)}</Strong>],
        ]}
      />
    </SummaryCard>
  );
}

/**
 * The order summary stays in view at the top of the dialog's scrolling body while the player goes through the
 * methods (the Pay button stays in view at its bottom: shared/money/MoneyActions). Its four rows take two
 * columns, so it stays short.
 */
const SummaryCard = styled.section`
  position: sticky;
  top: 0;
  z-index: 1;
  display: grid;
  gap: 4px;
  margin: -16px -16px 0;
  padding: 12px 16px;
  border-bottom: 1px solid ${token('colorBorder')};
  background: ${token('colorSurfaceRaised')};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: 2px 24px;
    max-width: none;
    margin: 0;
  }
  /* The kit's description list, compact: rows without their hairline, so the card stays short. */
  dl > div {
    padding: 2px 0;
    border: 0;
  }
`;

const SummaryHeading = styled(Heading)`
  font-size: 16px;
`;

/** A payment method's tile: the kit's method tile, its name at the heading weight. */
const PaymentMethodTile = styled(MethodTile)`
  font-weight: 600;
`;

/** What each deposit method pays with: a card, online banking (Trustly), a wallet (PayPal), the device, a voucher. */
const GLYPHS: Record<PaymentMethodKind, MethodGlyph> = {
  card: 'card',
  trustly: 'bank',
  paypal: 'wallet',
  applePay: 'phone',
  neosurf: 'voucher',
};

/** A method the player may choose here: available for the package, and Apple Pay only where the browser can pay with it. */
const isOffered = (method: PaymentMethod): boolean =>
  method.isAvailable && (method.kind !== 'applePay' || isApplePaySupported());

function MethodList({
  data,
  selectedId,
  onSelect,
}: {
  data: PaymentMethodsData;
  selectedId?: string;
  onSelect: (method: PaymentMethod) => void;
}) {
  const t = useT();
  const shown = data.methods.filter(isOffered);
  if (shown.length === 0) return <Muted>{t('deposit.method.empty')}</Muted>;
  return (
    <List aria-label={t('deposit.method.heading')}>
      {shown.map((method) => (
        <li key={method.id}>
          <PaymentMethodTile
            $selected={method.id === selectedId}
            aria-pressed={method.id === selectedId}
            onClick={() => onSelect(method)}
          >
            <MethodMark glyph={GLYPHS[method.kind]} />
            <span>{method.title}</span>
          </PaymentMethodTile>
        </li>
      ))}
    </List>
  );
}
