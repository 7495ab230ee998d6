import { useCallback, useId, useState } from 'react';
import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useForm } from '@/shared/form/useForm';
import type { WinningsToEntriesData } from '@contracts/api/winningsToEntries';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { parseTypedAmount } from '@/shared/format/typedAmount';
import { useT } from '@/shared/i18n/useT';
import { LazyOutcomeNotice } from '@/shared/money/LazyOutcomeNotice';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Field, Form, Heading, Input, Muted, Screen, ScreenHeading } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { SummaryList } from '@/shared/ui/SummaryList';
import { amountProblem, entriesFor, upperBound, type AmountProblem } from './amount';
import { useGetWinningsToEntriesQuery } from './api';
import { useConversion, type Conversion } from './useConversion';

interface FormValues {
  amount: string;
}

/**
 * `winnings-to-entries/`: what may be converted and at what rate, an amount (preset or typed, validated), the
 * conversion (one idempotency key per intent, never sent twice at once) and the new balances, which the host hears
 * through `balance-changed` (docs/product/winnings-to-entries.md).
 */
export default function WinningsToEntriesScreen() {
  const t = useT();
  const query = useGetWinningsToEntriesQuery();
  const [result, setResult] = useState<Conversion | null>(null);
  // What the player typed, kept when a re-read after a lost answer mounts the form again with fresh data.
  const [draft, setDraft] = useState('');
  // Each re-read after a lost answer mounts the form again with the fresh winnings (it judges the conversion on
  // mount). A counter, not the answer's timestamp: two answers can carry the same time (a page clock held still).
  const [reread, setReread] = useState(0);
  const { refetch } = query;
  const recheck = useCallback(async () => {
    const fresh = !(await refetch()).error;
    if (fresh) setReread((count) => count + 1);
    return fresh;
  }, [refetch]);
  const converted = useCallback((conversion: Conversion) => {
    setDraft('');
    setResult(conversion);
  }, []);
  if (query.isLoading) return <ScreenSkeleton shape="form" label={t('winnings.loading')} />;
  if (!query.data) return <CallError error={query.error} onRetry={() => void query.refetch()} />;
  if (result) {
    return (
      <Converted
        result={result}
        onAgain={() => {
          setResult(null);
          void query.refetch();
        }}
      />
    );
  }
  return (
    <ConvertForm
      key={reread}
      data={query.data}
      draft={draft}
      onDraft={setDraft}
      recheck={recheck}
      onConverted={converted}
    />
  );
}

function Converted({ result, onAgain }: { result: Conversion; onAgain: () => void }) {
  const t = useT();
  const items: [string, string][] =
    result.kind === 'answer'
      ? [
          [t('winnings.done.entries'), formatCoins(result.result.entries)],
          [t('winnings.done.balance'), formatMoney(result.result.balance.balance, result.result.balance.currency)],
          [t('winnings.done.winnings'), formatMoney(result.result.balance.winnings, result.result.balance.currency)],
        ]
      : [
          [t('winnings.done.converted'), formatMoney(result.amount, result.currency)],
          [t('winnings.done.entries'), formatCoins(result.entries)],
          [t('winnings.done.winnings'), formatMoney(result.winnings, result.currency)],
        ];
  return (
    <Screen aria-labelledby="cash-winnings-done-heading" data-cashier-outcome="done">
      <Heading id="cash-winnings-done-heading" tabIndex={-1} ref={(node) => node?.focus()}>
        {t('winnings.done.heading')}
      </Heading>
      <SummaryList items={items} />
      <Actions>
        <Button variant="secondary" onClick={onAgain}>
          {t('winnings.done.again')}
        </Button>
      </Actions>
    </Screen>
  );
}

interface ConvertFormProps {
  data: WinningsToEntriesData;
  /** Reads the winnings again (a lost answer); true when fresh data came. */
  recheck: () => Promise<boolean>;
  /** The amount typed before the form was mounted again, and where a sent amount is kept. */
  draft: string;
  onDraft: (amount: string) => void;
  onConverted: (result: Conversion) => void;
}

function ConvertForm({ data, draft, onDraft, recheck, onConverted }: ConvertFormProps) {
  const t = useT();
  const formId = useId();
  const { send, lost, definiteFailure, submitting } = useConversion(data, recheck, onConverted);
  const [lastAmount, setLastAmount] = useState<number | null>(null);
  const money = (amount: number) => formatMoney(amount, data.currency);
  const problemText: Record<AmountProblem, string> = {
    amount: t('winnings.invalid.amount'),
    min: t('winnings.invalid.min', { min: money(data.minAmount) }),
    max: t('winnings.invalid.max', { max: money(data.maxAmount ?? 0) }),
    winnings: t('winnings.invalid.winnings', { winnings: money(data.winnings) }),
  };
  const { register, handleSubmit, setValue, watch, formState } = useForm<FormValues>({
    defaultValues: { amount: draft },
  });
  const typed = watch('amount');
  const value = parseTypedAmount(typed);
  const valid = amountProblem(value, data) === null;
  const presets = data.presets.filter((preset) => amountProblem(preset, data) === null);

  const convert = (amount: number) => {
    setLastAmount(amount);
    onDraft(String(amount));
    void send(amount);
  };
  const retryAmount = lost?.phase === 'unknown' ? (lost.amount ?? lastAmount) : lastAmount;
  const onSubmit = handleSubmit(({ amount }) => {
    const parsed = parseTypedAmount(amount);
    if (parsed !== null) convert(parsed);
  });

  const heading = `${formId}-heading`;
  const error = formState.errors.amount?.message;
  if (data.winnings <= 0 || upperBound(data) < data.minAmount) {
    return (
      <Screen aria-labelledby={heading}>
        <ScreenHeading id={heading}>{t('winnings.heading')}</ScreenHeading>
        <Muted role="status">{t('winnings.none')}</Muted>
      </Screen>
    );
  }
  return (
    <Screen aria-labelledby={heading}>
      <ScreenHeading id={heading}>{t('winnings.heading')}</ScreenHeading>
      <SummaryList
        items={[
          [t('winnings.available'), money(data.winnings)],
          [
            t('winnings.rate'),
            t('winnings.rateValue', { currency: data.currency, entries: formatCoins(data.entriesPerUnit) }),
          ],
        ]}
      />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {presets.length > 0 && (
          <div role="group" aria-label={t('winnings.presets')}>
            <Actions>
              {presets.map((preset) => (
                <Button
                  key={preset}
                  variant={value === preset ? 'primary' : 'secondary'}
                  aria-pressed={value === preset}
                  onClick={() => setValue('amount', String(preset), { shouldValidate: formState.isSubmitted })}
                >
                  {money(preset)}
                </Button>
              ))}
            </Actions>
          </div>
        )}
        <Field htmlFor={`${formId}-amount`}>
          {t('winnings.amount', { currency: data.currency })}
          <Input
            id={`${formId}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${formId}-hint${error ? ` ${formId}-error` : ''}`}
            {...register('amount', {
              validate: (text) => {
                const problem = amountProblem(parseTypedAmount(text), data);
                return problem === null ? true : problemText[problem];
              },
            })}
          />
        </Field>
        <Muted id={`${formId}-hint`}>
          {t('winnings.amountHint', { min: money(data.minAmount), max: money(upperBound(data)) })}
        </Muted>
        {error && (
          <ErrorText id={`${formId}-error`} role="alert">
            {error}
          </ErrorText>
        )}
        {valid && value !== null && (
          <Muted role="status">
            {t('winnings.preview', { amount: money(value), entries: formatCoins(entriesFor(value, data)) })}
          </Muted>
        )}
        <SubmitActions busy={submitting}>
          {submitting
            ? t('winnings.converting')
            : valid && value !== null
              ? t('winnings.convert', { amount: money(value) })
              : t('winnings.convertPlain')}
        </SubmitActions>
      </Form>
      {lost?.phase === 'checking' && <LazyOutcomeNotice outcome="checking" text={t('winnings.lost.checking')} />}
      {lost?.phase === 'unknown' && (
        <LazyOutcomeNotice
          outcome="unknown"
          text={
            lost.amount === null
              ? t('winnings.lost.unknownNoAmount')
              : t('winnings.lost.unknown', { amount: money(lost.amount) })
          }
          onRetry={retryAmount === null ? undefined : () => convert(retryAmount)}
        />
      )}
      {definiteFailure !== null && (
        <CallError
          error={definiteFailure}
          note={t('winnings.failed')}
          onRetry={lastAmount === null ? undefined : () => convert(lastAmount)}
        />
      )}
    </Screen>
  );
}
