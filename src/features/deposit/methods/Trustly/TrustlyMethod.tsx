import { useState } from 'react';
import { useT } from '@/shared/i18n/useT';
import { Button } from '@/shared/ui/Button';
import { useCreateDepositMutation, useRemovePaymentMethodMutation } from '@/features/deposit/paymentApi';
import { Actions, List, Muted } from '@/shared/ui/layout';
import { CallError } from '@/shared/ui/CallError';
import { PayButton } from '@/shared/payments/PayButton';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { useMethodPayment } from '@/features/deposit/methods/useMethodPayment';

export type TrustlyMethodProps = MethodFormProps;

/** Online banking through Trustly: a linked account (removable) or a new one through the bank's page. */
export function TrustlyMethod({ title, limits, onClose, ...props }: TrustlyMethodProps) {
  const t = useT();
  const [createDeposit] = useCreateDepositMutation();
  const [removeMethod, removal] = useRemovePaymentMethodMutation();
  const { pay, body, payButton, error, errorNote } = useMethodPayment(props);
  const [removeError, setRemoveError] = useState<{ error: unknown; tokenId: string } | null>(null);
  // docs/product/deposit.md#removing-a-saved-method: removing a provider hides the one with the matching tokenId; the confirmed removal drops it from the
  // cached method list (paymentApi), so `data` no longer has it.
  const providers = props.data.trustlyProviders;
  const [selected, setSelected] = useState<string | null>(providers[0]?.tokenId ?? null);
  const chosen = providers.some((provider) => provider.tokenId === selected) ? selected : null;

  const submit = () =>
    void pay((intent) =>
      createDeposit({ ...body(intent), trustlyTokenId: chosen ?? undefined }),
    );
  const remove = async (tokenId: string) => {
    setRemoveError(null);
    const result = await removeMethod({ methodType: 'trustly', tokenId });
    if ('error' in result) setRemoveError({ error: result.error, tokenId });
  };

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      {providers.length > 0 ? (
        <fieldset>
          <legend>{t('deposit.trustly.accounts')}</legend>
          <List>
            {providers.map((provider) => (
              <li key={provider.tokenId}>
                <label>
                  <input type="radio" name="deposit-trustly" checked={provider.tokenId === chosen} onChange={() => setSelected(provider.tokenId)} />
                  {provider.accountMask ? `${provider.bankName} ${provider.accountMask}` : provider.bankName}
                </label>{' '}
                <Button
                  variant="link"
                  disabled={removal.isLoading}
                  aria-label={t('deposit.trustly.remove', { name: provider.bankName })}
                  onClick={() => void remove(provider.tokenId)}
                >
                  {t('deposit.trustly.removeShort')}
                </Button>
              </li>
            ))}
          </List>
          <Button variant="link" onClick={() => setSelected(null)} aria-pressed={chosen === null}>
            {t('deposit.trustly.newAccount')}
          </Button>
        </fieldset>
      ) : (
        <Muted>{t('deposit.trustly.noAccounts')}</Muted>
      )}
      <Actions>
        <PayButton onClick={submit} {...payButton()} />
      </Actions>
      {error !== null && <CallError error={error} note={errorNote} onRetry={submit} />}
      {removeError !== null && <CallError error={removeError.error} onRetry={() => void remove(removeError.tokenId)} />}
    </MethodSection>
  );
}
