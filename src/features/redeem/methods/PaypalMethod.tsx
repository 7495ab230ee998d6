import { useEffect, useId } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Muted } from '@/shared/ui/layout';
import { QueryFallback } from '@/shared/ui/QueryFallback';
import { useRedeemWithDetailsMutation, useGetPaypalAccountsQuery } from './redeemCallsApi';
import { Choice, ChoiceList } from './ChoiceList';
import { AmountAndSubmit } from './AmountAndSubmit';
import { MethodFrame } from './MethodFrame';
import type { RedeemMethodProps } from './methodProps';
import { useRedeem } from './useRedeem';
import { AttemptProblem } from '@/shared/money/AttemptProblem';

interface PaypalValues {
  amount: string;
  account: string;
}

/**
 * PayPal payouts through Fiserv: the PayPal accounts saved for payouts (the default preselected), the amount, and the
 * redemption with the chosen account as its detail (`paypalAccountId`).
 */
export function PaypalMethod(props: RedeemMethodProps) {
  const t = useT();
  const legendId = useId();
  const accounts = useGetPaypalAccountsQuery();
  const [redeemWithDetails] = useRedeemWithDetailsMutation();
  const list = accounts.data?.methods ?? [];
  const preselected = (list.find((item) => item.isDefault) ?? list[0])?.id ?? '';
  const { form, redeem, amountAndSubmit, problem } = useRedeem<PaypalValues>({
    ...props,
    defaults: { account: preselected },
    destination: (values) => values.account || null,
  });
  const { register, handleSubmit, getValues, setValue, watch } = form;
  // The accounts arrive after the form was made: preselect the default once they are there.
  const unchosen = preselected !== '' && watch('account') === '';
  useEffect(() => {
    if (unchosen) setValue('account', preselected);
  }, [unchosen, preselected, setValue]);

  if (!accounts.data) return <QueryFallback query={accounts} loading={t('redeem.paypal.loading')} />;

  const submit = handleSubmit(() =>
    redeem((intent, amount) =>
      redeemWithDetails({
        idempotencyKey: intent.idempotencyKey,
        amount,
        methodId: props.method.id,
        requisites: { paypalAccountId: getValues('account') },
      }),
    ),
  );

  return (
    <MethodFrame method={props.method} currency={props.currency} onClose={props.onClose}>
      {list.length === 0 ? (
        <Muted role="status">{t('redeem.paypal.none')}</Muted>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset aria-labelledby={legendId}>
            <legend id={legendId}>{t('redeem.paypal.legend')}</legend>
            <ChoiceList>
              {list.map((account) => (
                <Choice key={account.id}>
                  <label>
                    <input type="radio" value={account.id} {...register('account')} /> {account.email}
                  </label>
                </Choice>
              ))}
            </ChoiceList>
          </fieldset>
          <AmountAndSubmit {...amountAndSubmit()} />
        </form>
      )}
      <AttemptProblem {...problem} onRetry={() => void submit()} />
    </MethodFrame>
  );
}
