/** Bundled English of the quick deposit, registered by its chunk (QuickDeposit.tsx). Same rules as en.ts. */
export const quickMessages = {
  'deposit.quick.heading': 'Quick deposit',
  'deposit.quick.lastMethod': 'Goes straight to the payment method you used last.',
  'deposit.quick.lastCard': 'Pays with {card}, the card you used last.',
  'deposit.quick.lastNamedMethod': 'Pays with {method}, the method you used last.',
} satisfies Record<string, string>;
