import { useEffect, useRef } from 'react';
import type { BankAccountInput } from '@contracts/api/redeem';
import { useT } from '@/shared/i18n/useT';
import { Form, List, Muted } from '@/shared/ui/layout';
import { RadioCard, RadioCardGroup } from '@/shared/ui/RadioCard';
import { ConfirmRemoval, SavedMethodRow } from '@/shared/money/ConfirmRemoval';
import { useSavedRemoval } from '@/shared/money/useSavedRemoval';
import { QueryFallback } from '@/shared/ui/QueryFallback';
import {
  useRedeemToDestinationMutation,
  useGetDestinationsQuery,
  useRemoveDestinationMutation,
  type Destination,
  type DestinationMethodKind,
} from './redeemCallsApi';
import { BankAccountFields, NEW_ACCOUNT, type BankAccountValues } from './BankAccountFields';
import { AmountAndSubmit } from './AmountAndSubmit';
import { MethodFrame } from './MethodFrame';
import type { RedeemMethodProps } from './methodProps';
import { useRedeem } from './useRedeem';
import { RedeemReview } from './RedeemReview';
import { AttemptProblem } from '@/shared/money/AttemptProblem';

/** ACH methods can also pay out to a bank account typed in (docs/product/redeem.md#payout-destinations). */
const TAKES_NEW_ACCOUNT: readonly DestinationMethodKind[] = ['ach', 'ach-apt-pay'];

interface DestinationValues extends BankAccountValues {
  amount: string;
  destination: string;
}

const nameOf = (saved: Destination) => (saved.maskedAccount ? `${saved.label} ${saved.maskedAccount}` : saved.label);

/**
 * A redemption method with its own destination calls (card, AptPay, ACH through AptPay, ACH, Trustly): the saved
 * destinations (the default preselected, each removable after a confirmation), a new bank account for ACH, the amount
 * within the method's and the destination list's bounds, and the redemption POST.
 */
export function DestinationMethod(props: RedeemMethodProps) {
  const kind = props.method.kind as DestinationMethodKind;
  const t = useT();
  const destinations = useGetDestinationsQuery(kind);
  const [redeemToDestination] = useRedeemToDestinationMutation();
  const takesNew = TAKES_NEW_ACCOUNT.includes(kind);
  const list = destinations.data?.providers ?? [];
  const [removeDestination] = useRemoveDestinationMutation();
  const choices = useRef<HTMLFieldSetElement>(null);
  const none = useRef<HTMLParagraphElement>(null);
  // Once the list no longer has the removed account, its Remove button is gone: focus moves to the list's first
  // choice (the next account, or a new bank account), else (none left) the note that there is none.
  const { remove } = useSavedRemoval({
    items: list,
    idOf: (saved) => saved.id,
    focusAfter: () => choices.current?.querySelector<HTMLInputElement>('input[type="radio"]') ?? none.current,
  });
  const preselected = (list.find((item) => item.isDefault) ?? list[0])?.id ?? (takesNew ? NEW_ACCOUNT : '');
  const { form, redeem, reviewStep, amountAndSubmit, problem, submitting } = useRedeem<DestinationValues>({
    ...props,
    defaults: { destination: '', holderName: '', routingNumber: '', accountNumber: '', accountType: 'checking' },
    destinationLimits: destinations.data,
    destination: (values) => values.destination || null,
  });
  const { register, handleSubmit, formState, watch, setValue, getValues } = form;
  const chosen = watch('destination');
  // The list arrives after the form was made (preselect the default then), and a removed destination may have been
  // chosen: keep the choice valid.
  const stale =
    destinations.data !== undefined &&
    chosen !== preselected &&
    (chosen === '' || (chosen !== NEW_ACCOUNT && !list.some((item) => item.id === chosen)));
  useEffect(() => {
    if (stale) setValue('destination', preselected);
  }, [stale, preselected, setValue]);

  if (!destinations.data) return <QueryFallback query={destinations} loading={t('redeem.providers.loading')} />;

  const submit = handleSubmit(() =>
    redeem((intent, amount) => {
      const values = getValues();
      const bankAccount: BankAccountInput | undefined =
        values.destination === NEW_ACCOUNT
          ? {
              holderName: values.holderName.trim(),
              routingNumber: values.routingNumber.trim(),
              accountNumber: values.accountNumber.trim(),
              accountType: values.accountType,
            }
          : undefined;
      const target = bankAccount ? { bankAccount } : { providerId: values.destination };
      return redeemToDestination({ method: kind, body: { idempotencyKey: intent.idempotencyKey, amount, ...target } });
    }),
  );
  const nothingToChoose = list.length === 0 && !takesNew;
  const savedChoice = list.find((saved) => saved.id === chosen);
  const review = reviewStep(
    chosen === NEW_ACCOUNT
      ? t('redeem.providers.newAccountEnding', { last: getValues('accountNumber').trim().slice(-4) })
      : savedChoice
        ? nameOf(savedChoice)
        : null,
  );

  return (
    <MethodFrame method={props.method} currency={props.currency}>
      {nothingToChoose ? (
        <Muted ref={none} role="status" tabIndex={-1}>
          {t('redeem.providers.none')}
        </Muted>
      ) : (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <RadioCardGroup ref={choices} legend={t('redeem.providers.legend')}>
            <List>
              {list.map((saved) => (
                <SavedMethodRow key={saved.id}>
                  <RadioCard
                    value={saved.id}
                    label={nameOf(saved)}
                    {...register('destination', { required: t('redeem.providers.choose') })}
                  />
                  <ConfirmRemoval
                    label={t('redeem.providers.removeShort')}
                    accessibleName={t('redeem.providers.remove', { name: nameOf(saved) })}
                    question={t('redeem.providers.removeConfirm', { name: nameOf(saved) })}
                    confirmLabel={t('redeem.providers.removeYes')}
                    keepLabel={t('redeem.providers.removeNo')}
                    onRemove={() =>
                      remove(saved, nameOf(saved), () => removeDestination({ method: kind, providerId: saved.id }))
                    }
                    // A redemption on its way (to this or another account): nothing is removed under it.
                    disabled={submitting}
                  />
                </SavedMethodRow>
              ))}
              {takesNew && (
                <li>
                  <RadioCard
                    value={NEW_ACCOUNT}
                    label={t('redeem.providers.newAccount')}
                    {...register('destination', { required: t('redeem.providers.choose') })}
                  />
                </li>
              )}
            </List>
          </RadioCardGroup>
          {chosen === NEW_ACCOUNT && <BankAccountFields register={register} errors={formState.errors} />}
          <AmountAndSubmit {...amountAndSubmit()} />
        </Form>
      )}
      <AttemptProblem {...problem} onRetry={() => void submit()} />
      {review && <RedeemReview {...review} />}
    </MethodFrame>
  );
}
