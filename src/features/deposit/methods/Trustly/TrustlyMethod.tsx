import { useRef, useState } from 'react';
import { useT } from '@/shared/i18n/useT';
import { RadioCard, RadioCardGroup } from '@/shared/ui/RadioCard';
import {
  useCreateDepositMutation,
  useRemovePaymentMethodMutation,
  type SavedBankAccount,
} from '@/features/deposit/paymentApi';
import { List, Muted } from '@/shared/ui/layout';
import { AttemptProblem } from '@/shared/money/AttemptProblem';
import { SavedMethodRow } from '@/shared/money/ConfirmRemoval';
import { useSavedRemoval } from '@/shared/money/useSavedRemoval';
import { MoneyActions, MoneyButton } from '@/shared/money/MoneyButton';
import { MethodSection } from '@/features/deposit/methods/MethodSection';
import { RemoveSavedMethod } from '@/features/deposit/methods/RemoveSavedMethod';
import type { MethodFormProps } from '@/features/deposit/methods/methodProps';
import { useMethodPayment } from '@/features/deposit/methods/useMethodPayment';

export type TrustlyMethodProps = MethodFormProps;

/** The radio value of "another bank account" (chosen on Trustly's page; never a saved account's token id). */
const NEW_ACCOUNT = 'new';

const accountName = (account: SavedBankAccount) =>
  account.accountMask ? `${account.bankName} ${account.accountMask}` : account.bankName;

/** Online banking through Trustly: a linked account (removable) or a new one through the bank's page. */
export function TrustlyMethod({ title, limits, onClose, ...props }: TrustlyMethodProps) {
  const t = useT();
  const [createDeposit] = useCreateDepositMutation();
  const [removeMethod, removal] = useRemovePaymentMethodMutation();
  const payment = useMethodPayment(props);
  const { pay, body, payButton, submitting } = payment;
  const accountList = useRef<HTMLFieldSetElement>(null);
  const noAccounts = useRef<HTMLParagraphElement>(null);
  // docs/product/deposit.md#removing-a-saved-method: removing a saved bank account hides the one with the matching tokenId; the confirmed removal drops it from the
  // cached method list (paymentApi), so `data` no longer has it.
  const accounts = props.data.trustlyProviders;
  const [selected, setSelected] = useState<string | null>(accounts[0]?.tokenId ?? null);
  const chosen = accounts.some((account) => account.tokenId === selected) ? selected : null;

  // Once the list no longer has the removed account, its Remove button is gone: focus moves to the next account's
  // choice, else (none left) the note that the bank is chosen on the next page.
  const { remove: removeSaved, removedName } = useSavedRemoval({
    items: accounts,
    idOf: (account) => account.tokenId,
    focusAfter: () => accountList.current?.querySelector<HTMLInputElement>('input[type="radio"]') ?? noAccounts.current,
  });

  const submit = () =>
    void pay(`trustly:${chosen ?? 'new'}`, (intent) =>
      createDeposit({ ...body(intent), trustlyTokenId: chosen ?? undefined }),
    );
  // Sent only once the player confirmed (ConfirmRemoval); a failure keeps the account and its confirm step says so.
  const remove = (account: SavedBankAccount) =>
    removeSaved(account, account.bankName, () => removeMethod({ methodType: 'trustly', tokenId: account.tokenId }));

  return (
    <MethodSection title={title} note={limits} onClose={onClose}>
      {accounts.length > 0 ? (
        <RadioCardGroup ref={accountList} legend={t('deposit.trustly.accounts')}>
          <List>
            {accounts.map((account) => (
              <SavedMethodRow key={account.tokenId}>
                <RadioCard
                  name="deposit-trustly"
                  value={account.tokenId}
                  label={accountName(account)}
                  checked={account.tokenId === chosen}
                  onChange={() => setSelected(account.tokenId)}
                />
                <RemoveSavedMethod
                  kind="trustly"
                  name={account.bankName}
                  fullName={accountName(account)}
                  disabled={removal.isLoading || submitting}
                  onRemove={() => remove(account)}
                />
              </SavedMethodRow>
            ))}
            <li>
              <RadioCard
                name="deposit-trustly"
                value={NEW_ACCOUNT}
                label={t('deposit.trustly.newAccount')}
                description={t('deposit.trustly.noAccounts')}
                checked={chosen === null}
                onChange={() => setSelected(null)}
              />
            </li>
          </List>
        </RadioCardGroup>
      ) : (
        <Muted ref={noAccounts} tabIndex={-1}>
          {t('deposit.trustly.noAccounts')}
        </Muted>
      )}
      <MoneyActions>
        <MoneyButton onClick={submit} {...payButton()} />
      </MoneyActions>
      <AttemptProblem {...payment.problem} onRetry={submit} />
      <div aria-live="polite">
        {removedName !== null && <Muted>{t('deposit.trustly.removed', { name: removedName })}</Muted>}
      </div>
    </MethodSection>
  );
}
