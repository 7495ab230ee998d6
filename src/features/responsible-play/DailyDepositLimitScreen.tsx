import { ScreenSkeleton } from '@/shared/ui/ScreenSkeleton';
import { useId, useState } from 'react';
import { useForm } from '@/shared/form/useForm';
import type { ResponsiblePlayFigures } from '@contracts/api/app';
import { useGetCashDataQuery } from '@/shared/cashier/api';
import { formatMoney } from '@/shared/format/money';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { useFormatDateTime } from '@/shared/format/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { logger } from '@/shared/log';
import { LazyOutcomeNotice } from '@/shared/money/LazyOutcomeNotice';
import { useIntentCall, useUnknownIntents } from '@/shared/money/useIntentCall';
import { Button } from '@/shared/ui/Button';
import { CallError } from '@/shared/ui/CallError';
import { Actions, ErrorText, Field, Form, Heading, Input, Muted, Screen } from '@/shared/ui/layout';
import { LazyPopup, usePreloadPopup } from '@/shared/ui/lazyPopup';
import { SummaryList } from '@/shared/ui/SummaryList';
import { useSpecifyDailyLimitMutation } from './api';
import { messages } from './messages';

registerMessages(messages);

/** A positive amount with at most two decimals, as typed (`100`, `49.99`). */
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** The intent book's name for the limit change. */
export const LIMIT_CALL = 'player.specifyDailyLimit';

/** A change whose answer was lost: being checked against fresh figures, or not confirmed by them. */
interface LostChange {
  phase: 'checking' | 'unknown';
  limit: number | null;
}

/** The daily deposit limit's figures in the cash data (the API's responsible-play figures). */
const figuresOf = ({
  limitSum,
  limitTimeStart,
  playerLimit,
  playerSumDepositPerDay,
  availableSumDeposit,
}: ResponsiblePlayFigures): ResponsiblePlayFigures => ({
  limitSum,
  limitTimeStart,
  playerLimit,
  playerSumDepositPerDay,
  availableSumDeposit,
});

/**
 * Whether fresh figures show the chosen limit was taken: it is the player's chosen limit (in force, or a raise or
 * removal waiting for its time). Setting it again would change nothing, so this proves the change is done.
 */
const inForce = (figures: ResponsiblePlayFigures, limit: number | null) => figures.playerLimit === limit;

/** Whether the server put the chosen limit in force now (a lowered one) or later (a raised or removed one). */
const appliesLater = (figures: ResponsiblePlayFigures) =>
  figures.playerLimit !== figures.limitSum && figures.limitTimeStart !== null;

/**
 * `play-responsible/`: the daily deposit limit (docs/product/responsible-play.md). Lowering is sent at once;
 * raising or removing first shows the responsible-play popup, and what the server answers (in force now or from
 * `limitTimeStart`) is what the thank-you popup says. The new figures reload app cash for every screen.
 */
export default function DailyDepositLimitScreen() {
  const t = useT();
  const formatTime = useFormatDateTime();
  const formId = useId();
  const cashData = useGetCashDataQuery();
  const [specify] = useSpecifyDailyLimitMutation();
  const intents = useIntentCall(LIMIT_CALL);
  const earlier = useUnknownIntents(LIMIT_CALL);
  const [lost, setLost] = useState<LostChange | null>(null);
  const [confirming, setConfirming] = useState<{ limit: number | null } | null>(null);
  const [thanks, setThanks] = useState<ResponsiblePlayFigures | null>(null);
  const [lastLimit, setLastLimit] = useState<number | null | undefined>(undefined);
  const { register, handleSubmit, formState, reset } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  // The confirmation and thank-you popups open only after a press: their code comes once the figures show.
  usePreloadPopup(cashData.data !== undefined);

  if (cashData.isLoading) return <ScreenSkeleton shape="form" label={t('responsiblePlay.loading')} />;
  if (!cashData.data) {
    return (
      <Screen aria-labelledby={`${formId}-heading`}>
        <Heading id={`${formId}-heading`}>{t('responsiblePlay.heading')}</Heading>
        <CallError error={cashData.error} onRetry={() => void cashData.refetch()} />
      </Screen>
    );
  }

  const { limitSum, limitTimeStart, playerLimit, playerSumDepositPerDay, availableSumDeposit, playerBalance } =
    cashData.data;
  const { currency } = playerBalance;
  const money = (amount: number) => formatMoney(amount, currency);
  const current = limitSum === null ? t('responsiblePlay.noLimit') : money(limitSum);

  const send = async (limit: number | null) => {
    setConfirming(null);
    setLastLimit(limit);
    // One change in flight (the kit's ref stops a double click before the button is disabled). The call carries no
    // idempotency key: the same limit sent twice is one change (docs/product/responsible-play.md#setting-the-limit).
    // The target is the change from the figures on screen: a double click or a retry is the same change, while the
    // same limit chosen again after another change (figures reloaded) is a new one.
    const target = { limit, limitSum, playerLimit };
    const run = await intents.run(target, () => specify({ limit }));
    if (run.outcome === 'done') {
      setLost(null);
      reset({ amount: '' });
      setThanks(run.data);
    } else if (run.outcome === 'unknown') {
      logger.error('responsible play: the answer to a limit change was lost', run.error);
      setLost({ phase: 'checking', limit });
      const fresh = await cashData.refetch();
      if (fresh.data && inForce(fresh.data, limit)) {
        await intents.settle(target);
        setLost(null);
        reset({ amount: '' });
        setThanks(figuresOf(fresh.data));
      } else {
        setLost({ phase: 'unknown', limit });
      }
    } else if (run.outcome === 'failed') {
      setLost(null);
    }
  };

  /** Lowering (or a first limit) is sent; raising or removing asks first. */
  const choose = (limit: number | null) => {
    const lowers = limit !== null && (limitSum === null || limit <= limitSum);
    if (lowers) void send(limit);
    else setConfirming({ limit });
  };

  const busy = intents.submitting || lost?.phase === 'checking';
  const failure = intents.failure?.outcome === 'failed' ? intents.failure.error : null;
  const definiteFailure = failure === null || lastLimit === undefined ? null : { error: failure, limit: lastLimit };
  // A change whose answer was lost before this screen opened (a reopen): the figures above are what is in force.
  const earlierLost = lost === null && thanks === null && (earlier.intents?.length ?? 0) > 0;
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
            t('responsiblePlay.pendingValue', {
              limit: playerLimit === null ? t('responsiblePlay.noLimit') : money(playerLimit),
              time: formatTime(limitTimeStart),
            }),
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
            {...register('amount', {
              validate: (value) => (AMOUNT.test(value.trim()) && Number(value) > 0) || 'responsiblePlay.invalid',
            })}
          />
        </Field>
        {amountError && (
          <ErrorText id={`${formId}-amount-error`} role="alert">
            {t(amountError)}
          </ErrorText>
        )}
        <Actions>
          <Button type="submit" disabled={busy}>
            {t('responsiblePlay.set')}
          </Button>
          {(limitSum !== null || playerLimit !== null) && (
            <Button variant="secondary" disabled={busy} onClick={() => choose(null)}>
              {t('responsiblePlay.remove')}
            </Button>
          )}
        </Actions>
      </Form>
      {lost?.phase === 'checking' && <LazyOutcomeNotice outcome="checking" text={t('responsiblePlay.lost.checking')} />}
      {lost?.phase === 'unknown' && (
        <LazyOutcomeNotice
          outcome="unknown"
          text={
            lost.limit === null
              ? t('responsiblePlay.lost.unknownRemove')
              : t('responsiblePlay.lost.unknown', { limit: money(lost.limit) })
          }
          onRetry={() => void send(lost.limit)}
        />
      )}
      {earlierLost && <LazyOutcomeNotice outcome="unknown" text={t('responsiblePlay.lost.earlier')} />}
      {definiteFailure !== null && (
        <CallError error={definiteFailure.error} onRetry={() => void send(definiteFailure.limit)} />
      )}
      {confirming && (
        <LazyPopup title={t('responsiblePlay.confirm.title')} onClose={() => setConfirming(null)}>
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
        </LazyPopup>
      )}
      {thanks && (
        <LazyPopup title={t('responsiblePlay.thanks.title')} onClose={() => setThanks(null)}>
          <Muted>
            {appliesLater(thanks) && thanks.limitTimeStart !== null
              ? t('responsiblePlay.thanks.later', {
                  limit: thanks.playerLimit === null ? t('responsiblePlay.noLimit') : money(thanks.playerLimit),
                  time: formatTime(thanks.limitTimeStart),
                  current: thanks.limitSum === null ? t('responsiblePlay.noLimit') : money(thanks.limitSum),
                })
              : t('responsiblePlay.thanks.now', {
                  limit: thanks.limitSum === null ? t('responsiblePlay.noLimit') : money(thanks.limitSum),
                })}
          </Muted>
          <Button onClick={() => setThanks(null)}>{t('responsiblePlay.thanks.ok')}</Button>
        </LazyPopup>
      )}
    </Screen>
  );
}
