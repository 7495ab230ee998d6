import { useEffect } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Form, List, Muted } from '@/shared/ui/layout';
import { RadioCard, RadioCardGroup } from '@/shared/ui/RadioCard';
import { QueryFallback } from '@/shared/ui/QueryFallback';
import { useRedeemWithDetailsMutation, useGetPaypalAccountsQuery } from './redeemCallsApi';
import { AmountAndSubmit } from './AmountAndSubmit';
import { MethodFrame } from './MethodFrame';
import type { RedeemMethodProps } from './methodProps';
import { useRedeem } from './useRedeem';
import { RedeemReview } from './RedeemReview';
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
  const accounts = useGetPaypalAccountsQuery();
  const [redeemWithDetails] = useRedeemWithDetailsMutation();
  const list = accounts.data?.methods ?? [];
  const preselected = (list.find((item) => item.isDefault) ?? list[0])?.id ?? '';
  const { form, redeem, reviewStep, amountAndSubmit, problem } = useRedeem<PaypalValues>({
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

  const review = reviewStep(list.find((account) => account.id === getValues('account'))?.email ?? null);
  return (
    <MethodFrame method={props.method} currency={props.currency}>
      {list.length === 0 ? (
        <Muted role="status">{t('redeem.paypal.none')}</Muted>
      ) : (
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <RadioCardGroup legend={t('redeem.paypal.legend')}>
            <List>
              {list.map((account) => (
                <li key={account.id}>
                  <RadioCard value={account.id} label={account.email} {...register('account')} />
                </li>
              ))}
            </List>
          </RadioCardGroup>
          <AmountAndSubmit {...amountAndSubmit()} />
        </Form>
      )}
      <AttemptProblem {...problem} onRetry={() => void submit()} />
      {review && <RedeemReview {...review} />}
    </MethodFrame>
  );
}
