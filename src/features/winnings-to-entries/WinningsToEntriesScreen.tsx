import { nanoid } from '@reduxjs/toolkit';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { WinningsToEntriesData, WinningsToEntriesResultData } from '@contracts/api/winningsToEntries';
import { getEventBus } from '@/shared/events/bus';
import { formatCoins, formatMoney } from '@/shared/format/money';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Field, Heading, Input, Muted, Screen } from '@/shared/ui/layout';
import { SubmitActions } from '@/shared/ui/SubmitActions';
import { Spinner } from '@/shared/ui/Spinner';
import { SummaryList } from '@/shared/ui/SummaryList';
import { amountProblem, entriesFor, parseAmount, upperBound, type AmountProblem } from './amount';
import { useConvertWinningsToEntriesMutation, useGetWinningsToEntriesQuery } from './api';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

interface FormValues {
  amount: string;
}

/** One conversion the player asked for: its amount and the key every retry of it sends. */
interface Intent {
  amount: number;
  idempotencyKey: string;
}

/**
 * `winnings-to-entries/`: what may be converted and at what rate, an amount (preset or typed, validated), the
 * conversion (one idempotency key per intent, never sent twice at once) and the new balances, which the host hears
 * through `balance-changed` (docs/product/winnings-to-entries.md).
 */
export default function WinningsToEntriesScreen() {
  const t = useT();
  const query = useGetWinningsToEntriesQuery();
  const [result, setResult] = useState<WinningsToEntriesResultData | null>(null);
  if (query.isLoading) return <Spinner label={t('winnings.loading')} />;
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
  return <ConvertForm key={query.fulfilledTimeStamp} data={query.data} onConverted={setResult} />;
}

function Converted({ result, onAgain }: { result: WinningsToEntriesResultData; onAgain: () => void }) {
  const t = useT();
  const { balance } = result;
  return (
    <Screen aria-labelledby="cash-winnings-done-heading">
      <Heading id="cash-winnings-done-heading" tabIndex={-1} ref={(node) => node?.focus()}>
        {t('winnings.done.heading')}
      </Heading>
      <SummaryList
        items={[
          [t('winnings.done.entries'), formatCoins(result.entries)],
          [t('winnings.done.balance'), formatMoney(balance.balance, balance.currency)],
          [t('winnings.done.winnings'), formatMoney(balance.winnings, balance.currency)],
        ]}
      />
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
  onConverted: (result: WinningsToEntriesResultData) => void;
}

function ConvertForm({ data, onConverted }: ConvertFormProps) {
  const t = useT();
  const formId = useId();
  const [convert, conversion] = useConvertWinningsToEntriesMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const intent = useRef<Intent | null>(null);
  const sending = useRef(false);
  const money = (amount: number) => formatMoney(amount, data.currency);
  const problemText: Record<AmountProblem, string> = {
    amount: t('winnings.invalid.amount'),
    min: t('winnings.invalid.min', { min: money(data.minAmount) }),
    max: t('winnings.invalid.max', { max: money(data.maxAmount ?? 0) }),
    winnings: t('winnings.invalid.winnings', { winnings: money(data.winnings) }),
  };
  const { register, handleSubmit, setValue, watch, formState } = useForm<FormValues>({
    defaultValues: { amount: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const typed = watch('amount');
  const value = parseAmount(typed);
  const valid = amountProblem(value, data) === null;
  const presets = data.presets.filter((preset) => amountProblem(preset, data) === null);

  const send = async (amount: number) => {
    if (sending.current) return;
    // The same amount again (a retry) is the same intent and sends the same key; another amount is a new intent.
    if (intent.current?.amount !== amount) intent.current = { amount, idempotencyKey: nanoid() };
    const body = { amount, idempotencyKey: intent.current.idempotencyKey };
    sending.current = true;
    setFailure(null);
    const answer = await convert(body);
    if (answer.error || !answer.data) {
      sending.current = false;
      logger.error('winnings to entries: conversion failed', answer.error);
      setFailure(answer.error ?? new Error('no data'));
      return;
    }
    // Done: this form sends nothing more (`sending` stays set), so a click that lands before it unmounts converts nothing.
    intent.current = null;
    getEventBus().emit('balance-changed', { balance: answer.data.balance.balance, currency: answer.data.balance.currency });
    onConverted(answer.data);
  };
  const retry = () => {
    if (intent.current) void send(intent.current.amount);
  };
  const onSubmit = handleSubmit(({ amount }) => {
    const parsed = parseAmount(amount);
    if (parsed !== null) void send(parsed);
  });

  const heading = `${formId}-heading`;
  const error = formState.errors.amount?.message;
  if (data.winnings <= 0 || upperBound(data) < data.minAmount) {
    return (
      <Screen aria-labelledby={heading}>
        <Heading id={heading}>{t('winnings.heading')}</Heading>
        <Muted role="status">{t('winnings.none')}</Muted>
      </Screen>
    );
  }
  return (
    <Screen aria-labelledby={heading}>
      <Heading id={heading}>{t('winnings.heading')}</Heading>
      <SummaryList
        items={[
          [t('winnings.available'), money(data.winnings)],
          [t('winnings.rate'), t('winnings.rateValue', { currency: data.currency, entries: formatCoins(data.entriesPerUnit) })],
        ]}
      />
      <Form onSubmit={(event) => void onSubmit(event)} noValidate>
        {presets.length > 0 && (
          <div role="group" aria-label={t('winnings.presets')}>
            <Actions>
              {presets.map((preset) => (
                <Button
                  key={preset}
                  variant="secondary"
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
                const problem = amountProblem(parseAmount(text), data);
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
        {valid && value !== null && <Muted role="status">{t('winnings.preview', { entries: formatCoins(entriesFor(value, data)) })}</Muted>}
        <SubmitActions busy={conversion.isLoading}>{conversion.isLoading ? t('winnings.converting') : valid && value !== null ? t('winnings.convert', { amount: money(value) }) : t('winnings.convertPlain')}</SubmitActions>
      </Form>
      {failure !== null && <CallError error={failure} note={t('winnings.failed')} onRetry={retry} />}
    </Screen>
  );
}
