/**
 * Bundled English of the winnings-to-entries screen, loaded with its chunk through the manifest's message loader
 * and merged under server strings. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'winnings.heading': 'Convert winnings to entries',
  'winnings.loading': 'Loading your winnings…',
  'winnings.available': 'Winnings you can convert',
  'winnings.rate': 'Rate',
  'winnings.rateValue': '1 {currency} = {entries} entries',
  'winnings.none': 'You have no winnings to convert right now.',
  'winnings.presets': 'Suggested amounts',
  'winnings.amount': 'Amount to convert ({currency})',
  'winnings.amountHint': 'From {min} to {max}.',
  'winnings.preview': '{amount} of winnings → {entries} entries.',
  'winnings.convert': 'Convert {amount}',
  'winnings.convertPlain': 'Convert',
  'winnings.converting': 'Converting…',
  'winnings.invalid.amount': 'Enter an amount such as 10 or 10.50.',
  'winnings.invalid.min': 'The smallest conversion is {min}.',
  'winnings.invalid.max': 'The largest conversion is {max}.',
  'winnings.invalid.winnings': 'You can convert up to {winnings}.',
  'winnings.failed': 'Nothing was converted.',
  'winnings.lost.checking': 'We did not get an answer to your conversion. Checking your winnings…',
  'winnings.lost.unknown':
    'We could not confirm whether your conversion of {amount} went through. Converting the same amount again is safe: it will not be done twice.',
  'winnings.lost.unknownNoAmount':
    'We could not confirm whether your last conversion went through. Check your winnings above; converting the same amount again is safe: it will not be done twice.',
  'winnings.done.heading': 'Winnings converted',
  'winnings.done.converted': 'Converted',
  'winnings.done.entries': 'Entries added',
  'winnings.done.balance': 'New balance',
  'winnings.done.winnings': 'Winnings left',
  'winnings.done.again': 'Convert more',
} satisfies Record<string, string>;
