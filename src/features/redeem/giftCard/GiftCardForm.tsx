import { useEffect, useId, useState } from 'react';
import { useFieldError, type Control, type UseFormRegisterReturn } from '@/shared/form/useForm';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { CallError } from '@/shared/ui/CallError';
import { ChoiceChips } from '@/shared/ui/ChoiceChips';
import { ErrorText, Form, List, Muted } from '@/shared/ui/layout';
import { RadioCard, RadioCardGroup } from '@/shared/ui/RadioCard';
import { token } from '@/shared/ui/theme';
import { QueryStatus } from '@/shared/ui/QueryStatus';
import { Spinner } from '@/shared/ui/Spinner';
import { FieldKeys, detailsOf } from '@/features/redeem/fieldRules';
import { ServerFields } from '@/features/redeem/ServerFields';
import { AmountAndSubmit, type AmountAndSubmitProps } from '@/features/redeem/methods/AmountAndSubmit';
import { MethodFrame } from '@/features/redeem/methods/MethodFrame';
import type { RedeemMethodProps } from '@/features/redeem/methods/methodProps';
import { useRedeemWithDetailsMutation, useRedeemByMethodMutation } from '@/features/redeem/methods/redeemCallsApi';
import { useRedeem } from '@/features/redeem/methods/useRedeem';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { RedeemReview } from '@/features/redeem/methods/RedeemReview';
import { giftCardChoices, mergeFields, type GiftCardChoice } from './catalogue';
import { useGetGiftCardCatalogueQuery, useGetGiftCardInputsQuery } from './giftCardApi';

interface GiftCardValues {
  amount: string;
  product: string;
  price: string;
  /** The server-described fields' values by safe key (FieldKeys), never by the server's names. */
  fields: Record<string, string>;
}

/** Server images: lazy, with their box reserved (width and height) so nothing shifts when they arrive. */
const Logo = styled.img`
  flex: none;
  width: 64px;
  height: 40px;
  object-fit: contain;
`;

/** In place of a logo that did not load: the product's initial on a tile of the logo's size. */
const LogoFallback = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 64px;
  height: 40px;
  border-radius: ${token('radiusSmall')};
  background: ${token('colorSkeleton')};
  color: ${token('colorText')};
  font-weight: 700;
`;

const Named = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 12px;
`;

/** A server image (a product's logo), or its initial when the image does not load: never a broken-image icon. */
function ProductLogo({ product }: { product: GiftCardChoice }) {
  const [broken, setBroken] = useState(false);
  if (broken || !product.logoUrl)
    return <LogoFallback aria-hidden="true">{product.name.trim().charAt(0).toUpperCase()}</LogoFallback>;
  return (
    <Logo
      src={product.logoUrl}
      alt=""
      width={64}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

function ProductChoice({ product, registration }: { product: GiftCardChoice; registration: UseFormRegisterReturn }) {
  return (
    <li>
      <RadioCard
        value={product.id}
        label={
          <Named>
            <ProductLogo product={product} />
            {/* The server's product name is text, never markup. */}
            {product.name}
          </Named>
        }
        {...registration}
      />
    </li>
  );
}

/**
 * The error of one of the form's own fields, followed here rather than by the form: the form never reads
 * `formState.errors`, so a keystroke that changes one field's message re-renders that field alone
 * (docs/product/redeem.md#server-field-rules).
 */
function useOwnFieldError(control: Control<GiftCardValues>, name: 'price' | 'amount') {
  return useFieldError(control, name);
}

function PriceChoice({
  product,
  currency,
  registration,
  control,
}: {
  product: GiftCardChoice;
  currency: string;
  registration: UseFormRegisterReturn;
  control: Control<GiftCardValues>;
}) {
  const t = useT();
  const errorId = useId();
  const priceError = useOwnFieldError(control, 'price')?.message;
  return (
    <ChoiceChips
      legend={t('redeem.giftCard.prices', { name: product.name })}
      options={product.prices.map((option) => ({ value: option.id, label: formatMoney(option.price, currency) }))}
      input={() => registration}
      describedBy={priceError ? errorId : undefined}
    >
      {priceError && (
        <ErrorText id={errorId} role="alert">
          {priceError}
        </ErrorText>
      )}
    </ChoiceChips>
  );
}

function GiftCardAmount({
  control,
  ...props
}: Omit<AmountAndSubmitProps, 'error'> & { control: Control<GiftCardValues> }) {
  return <AmountAndSubmit {...props} error={useOwnFieldError(control, 'amount')} />;
}

/**
 * The Amazon Cash gift-card form (docs/product/redeem.md#gift-card-catalogue): the catalogue's gift cards (enabled
 * products), a price option of the chosen card (it sets the amount), the inputs the card asks for (`POST /paynup/`,
 * generated and validated from their rules), the method's own details, then the redemption (with its details, or by the method alone)
 * through the shared redemption wiring (one redemption per intent). ours: choosing a card is optional; without one
 * the method redeems as any such method does (a typed amount, its details).
 */
export default function GiftCardForm(props: RedeemMethodProps) {
  const t = useT();
  const { method, currency } = props;
  const catalogue = useGetGiftCardCatalogueQuery();
  const [redeemByMethod] = useRedeemByMethodMutation();
  const [redeemWithDetails] = useRedeemWithDetailsMutation();
  const [fieldKeys] = useState(() => new FieldKeys());
  const { form, amountField, redeem, reviewStep, submitButton, problem } = useRedeem<GiftCardValues>({
    ...props,
    defaults: { product: '', price: '', fields: {} },
    destination: (values) => (values.product ? `${values.product}/${values.price}` : null),
    shouldUnregister: true,
  });
  // The form reads no errors from formState (each field follows its own): see useOwnFieldError.
  const { register, handleSubmit, formState, getValues, setValue, watch, control } = form;
  const choices = catalogue.data ? giftCardChoices(catalogue.data.products) : [];
  const product = choices.find((choice) => choice.id === watch('product'));
  const price = product?.prices.find((option) => option.id === watch('price'));
  const carrierId = catalogue.data?.carrierId;
  const inputs = useGetGiftCardInputsQuery(
    product && carrierId !== undefined ? { carrierId, productId: product.id } : skipToken,
  );
  const fields = mergeFields(method.requisiteFields, product ? (inputs.data?.productInputs ?? []) : []);

  // A chosen price option is the amount to redeem (checked against the limits like a typed one).
  const priceAmount = price ? String(price.price) : null;
  useEffect(() => {
    if (priceAmount !== null) setValue('amount', priceAmount, { shouldValidate: formState.isSubmitted });
  }, [priceAmount, setValue, formState.isSubmitted]);

  const submit = handleSubmit(() => {
    // Until the chosen card's inputs are known the form is not complete.
    if (product && !inputs.data) return;
    return redeem((intent, amount) => {
      const base = { idempotencyKey: intent.idempotencyKey, amount, methodId: method.id };
      const card: Record<string, string> = product && price ? { productId: product.id, presetId: price.id } : {};
      const details = { ...detailsOf(fields, fieldKeys.valuesOf(fields, getValues('fields'))), ...card };
      if (method.requisiteFields.length === 0 && !product) return redeemByMethod(base);
      return redeemWithDetails({ ...base, requisites: details });
    });
  });

  const productField = register('product');
  const priceField = register('price', {
    validate: (value) =>
      !product || product.prices.some((option) => option.id === value) || t('redeem.giftCard.price.choose'),
  });

  const review = reviewStep(product ? product.name : null);
  return (
    <MethodFrame method={method} currency={currency}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('redeem.methods.heading')}>
        <QueryStatus query={catalogue} loading={t('redeem.giftCard.catalogue.loading')} />
        {catalogue.data && choices.length === 0 && <Muted>{t('redeem.giftCard.catalogue.none')}</Muted>}
        {choices.length > 0 && (
          <RadioCardGroup legend={t('redeem.giftCard.products')}>
            <List>
              {choices.map((choice) => (
                <ProductChoice key={choice.id} product={choice} registration={productField} />
              ))}
            </List>
          </RadioCardGroup>
        )}
        {product && (
          <>
            <PriceChoice product={product} currency={currency} registration={priceField} control={control} />
            {inputs.isFetching && !inputs.data && (
              <Spinner label={t('redeem.giftCard.inputs.loading', { name: product.name })} />
            )}
            {inputs.isError && <CallError error={inputs.error} onRetry={() => void inputs.refetch()} />}
          </>
        )}
        <ServerFields key={product?.id ?? ''} fields={fields} keys={fieldKeys} register={register} control={control} />
        <GiftCardAmount
          currency={currency}
          amountField={amountField}
          control={control}
          fixedAmount={price ? formatMoney(price.price, currency) : undefined}
          button={submitButton()}
        />
      </Form>
      <AttemptProblem {...problem} onRetry={() => void submit()} />
      {review && <RedeemReview {...review} />}
    </MethodFrame>
  );
}
