import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ResponsiblePlayFigures } from '@contracts/api/app';
import { useGetAppCashQuery } from '@/shared/cash/api';
import { formatMoney } from '@/shared/format/money';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Field, Heading, Input, Muted, Screen } from '@/shared/ui/layout';
import { Popup } from '@/shared/ui/Popup';
import { Spinner } from '@/shared/ui/Spinner';
import { SummaryList } from '@/shared/ui/SummaryList';
import { useSpecifyDailyLimitMutation } from './api';
import { messages } from './messages';
import { Form } from './Form';

registerMessages(messages);

/** A positive amount with at most two decimals, as typed (`100`, `49.99`). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

const formatTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Whether the server put the chosen limit in force now (a lowered one) or later (a raised or removed one). */
const appliesLater = (figures: ResponsiblePlayFigures) => figures.playerLimit !== figures.limitSum && figures.limitTimeStart !== null;

/**
 * `play-responsible/`: the daily deposit limit (docs/product/responsible-play.md). Lowering is sent at once;
 * raising or removing first shows the responsible-play popup, and what the server answers (in force now or from
 * `limitTimeStart`) is what the thank-you popup says. The new figures reload app cash for every screen.
 */
export default function PlayResponsibleScreen() {
  const t = useT();
  const formId = useId();
  const appCash = useGetAppCashQuery();
  const [specify, specifying] = useSpecifyDailyLimitMutation();
  const [confirming, setConfirming] = useState<{ limit: number | null } | null>(null);
  const [thanks, setThanks] = useState<ResponsiblePlayFigures | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });

  if (appCash.isLoading) return <Spinner label={t('responsiblePlay.loading')} />;
  if (!appCash.data) {
    return (
      <Screen aria-labelledby={`${formId}-heading`}>
        <Heading id={`${formId}-heading`}>{t('responsiblePlay.heading')}</Heading>
        <CallError error={appCash.error} onRetry={() => void appCash.refetch()} />
      </Screen>
    );
  }

  const { limitSum, limitTimeStart, playerLimit, playerSumDepositPerDay, availableSumDeposit, playerBalance } = appCash.data;
  const { currency } = playerBalance;
  const money = (amount: number) => formatMoney(amount, currency);
  const current = limitSum === null ? t('responsiblePlay.noLimit') : money(limitSum);

  const send = async (limit: number | null) => {
    setConfirming(null);
    // The button is disabled while a request is out, so one change is never sent twice.
    const result = await specify({ limit });
    if ('data' in result && result.data) {
      reset({ amount: '' });
      setThanks(result.data);
    }
  };

  /** Lowering (or a first limit) is sent; raising or removing asks first. */
  const choose = (limit: number | null) => {
    const lowers = limit !== null && (limitSum === null || limit <= limitSum);
    if (lowers) void send(limit);
    else setConfirming({ limit });
  };

  const amountError = formState.errors.amount?.message;
  const pending = playerLimit !== limitSum && limitTimeStart !== null;

  return (
    <Screen aria-labelledby={`${formId}-heading`}>
      <Heading id={`${formId}-heading`}>{t('responsiblePlay.heading')}</Heading>
      <Muted>{t('responsiblePlay.intro')}</Muted>
      <SummaryList
        items={[
          [t('responsiblePlay.limit'), current],
          pending && [
            t('responsiblePlay.pending'),
            t('responsiblePlay.pendingValue', { limit: playerLimit === null ? t('responsiblePlay.noLimit') : money(playerLimit), time: formatTime(limitTimeStart) }),
          ],
          playerSumDepositPerDay !== null && [t('responsiblePlay.deposited'), money(playerSumDepositPerDay)],
          availableSumDeposit !== null && [t('responsiblePlay.available'), money(availableSumDeposit)],
        ]}
      />
      {availableSumDeposit === 0 && <Muted role="note">{t('responsiblePlay.reached')}</Muted>}
      <Form onSubmit={(event) => void handleSubmit(({ amount }) => choose(Number(amount.trim())))(event)} noValidate>
        <Field htmlFor={`${formId}-amount`}>
          {t('responsiblePlay.amount', { currency })}
          <Input
            id={`${formId}-amount`}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${formId}-amount-error` : undefined}
            {...register('amount', { validate: (value) => (AMOUNT.test(value.trim()) && Number(value) > 0) || 'responsiblePlay.invalid' })}
          />
        </Field>
        {amountError && (
          <ErrorText id={`${formId}-amount-error`} role="alert">
            {t(amountError)}
          </ErrorText>
        )}
        <Actions>
          <Button type="submit" disabled={specifying.isLoading}>
            {t('responsiblePlay.set')}
          </Button>
          {(limitSum !== null || playerLimit !== null) && (
            <Button variant="secondary" disabled={specifying.isLoading} onClick={() => choose(null)}>
              {t('responsiblePlay.remove')}
            </Button>
          )}
        </Actions>
      </Form>
      {specifying.isError && <CallError error={specifying.error} onRetry={() => void send(specifying.originalArgs?.limit ?? null)} />}
      {confirming && (
        <Popup title={t('responsiblePlay.confirm.title')} onClose={() => setConfirming(null)}>
          <Muted>
            {confirming.limit === null
              ? t('responsiblePlay.confirm.remove', { current })
              : t('responsiblePlay.confirm.raise', { limit: money(confirming.limit), current })}
          </Muted>
          <Actions>
            <Button onClick={() => void send(confirming.limit)}>{t('responsiblePlay.confirm.ok')}</Button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('responsiblePlay.confirm.cancel')}
            </Button>
          </Actions>
        </Popup>
      )}
      {thanks && (
        <Popup title={t('responsiblePlay.thanks.title')} onClose={() => setThanks(null)}>
          <Muted>
            {appliesLater(thanks) && thanks.limitTimeStart !== null
              ? t('responsiblePlay.thanks.later', {
                  limit: thanks.playerLimit === null ? t('responsiblePlay.noLimit') : money(thanks.playerLimit),
                  time: formatTime(thanks.limitTimeStart),
                  current: thanks.limitSum === null ? t('responsiblePlay.noLimit') : money(thanks.limitSum),
                })
              : t('responsiblePlay.thanks.now', { limit: thanks.limitSum === null ? t('responsiblePlay.noLimit') : money(thanks.limitSum) })}
          </Muted>
          <Button onClick={() => setThanks(null)}>{t('responsiblePlay.thanks.ok')}</Button>
        </Popup>
      )}
    </Screen>
  );
}
