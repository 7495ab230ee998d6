import { useState } from 'react';
import { Form } from '@/shared/ui/layout';
import { useT } from '@/shared/i18n/useT';

import { useRedeemWithDetailsMutation, useRedeemByMethodMutation } from './redeemCallsApi';
import { ServerFields } from '@/features/redeem/ServerFields';
import { FieldKeys, detailsOf } from '@/features/redeem/fieldRules';
import { AmountAndSubmit } from './AmountAndSubmit';
import { MethodFrame } from './MethodFrame';
import type { RedeemMethodProps } from './methodProps';
import { useRedeem } from './useRedeem';
import { RedeemReview } from './RedeemReview';
import { AttemptProblem } from '@/shared/money/AttemptProblem';

interface GenericValues {
  amount: string;
  fields: Record<string, string>;
}

/**
 * A redemption method without calls of its own: the detail fields the method describes (`requisiteFields`, if any), generated and
 * validated from the server's rules, then `POST /rest/cash/output/by-requisite/` (with the details) or
 * `POST /rest/cash/output/` (without).
 */
export function GenericMethod(props: RedeemMethodProps) {
  const t = useT();
  const { method } = props;
  const [redeemByMethod] = useRedeemByMethodMutation();
  const [redeemWithDetails] = useRedeemWithDetailsMutation();
  // Values are kept by safe keys, never by the server's field names (docs/product/redeem.md#server-field-rules).
  const [fieldKeys] = useState(() => new FieldKeys());
  const { form, redeem, reviewStep, amountAndSubmit, problem } = useRedeem<GenericValues>({
    ...props,
    defaults: { fields: Object.fromEntries(method.requisiteFields.map((field) => [fieldKeys.keyOf(field.name), ''])) },
    destination: () => null,
  });
  const { register, handleSubmit, getValues } = form;

  const submit = handleSubmit(() =>
    redeem((intent, amount) => {
      const base = { idempotencyKey: intent.idempotencyKey, amount, methodId: method.id };
      if (method.requisiteFields.length === 0) return redeemByMethod(base);
      return redeemWithDetails({
        ...base,
        requisites: detailsOf(method.requisiteFields, fieldKeys.valuesOf(method.requisiteFields, getValues('fields'))),
      });
    }),
  );

  const review = reviewStep(null);
  return (
    <MethodFrame method={method} currency={props.currency}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={t('redeem.methods.heading')}>
        <ServerFields fields={method.requisiteFields} keys={fieldKeys} register={register} control={form.control} />
        <AmountAndSubmit {...amountAndSubmit()} />
      </Form>
      <AttemptProblem {...problem} onRetry={() => void submit()} />
      {review && <RedeemReview {...review} />}
    </MethodFrame>
  );
}
