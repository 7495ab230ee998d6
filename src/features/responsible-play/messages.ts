/**
 * Bundled English of play-responsible/ (registered by DailyDepositLimitScreen.tsx, so it downloads with the screen's
 * chunk); server strings still win over it. Same rules as shared/i18n/en.ts.
 */
export const messages = {
  'responsiblePlay.heading': 'Daily deposit limit',
  'responsiblePlay.intro':
    'Set how much you can deposit per day. A lower limit applies at once; a higher one, or none, applies only after a waiting time.',
  'responsiblePlay.loading': 'Loading your limit',
  'responsiblePlay.limit': 'Limit in force',
  'responsiblePlay.noLimit': 'No limit',
  'responsiblePlay.deposited': 'Deposited today',
  'responsiblePlay.available': 'Left today',
  'responsiblePlay.pending': 'Your new limit',
  'responsiblePlay.pendingValue': '{limit} from {time}',
  'responsiblePlay.reached': 'You reached today’s limit. You can deposit again tomorrow.',
  'responsiblePlay.amount': 'New daily limit ({currency})',
  'responsiblePlay.invalid': 'Enter an amount above 0, like 100 or 49.99.',
  'responsiblePlay.set': 'Set limit',
  'responsiblePlay.remove': 'Remove limit',
  'responsiblePlay.confirm.title': 'Change your limit?',
  'responsiblePlay.confirm.raise':
    'You are raising your daily limit to {limit}. For your protection a higher limit applies only after a waiting time; until then {current} stays in force.',
  'responsiblePlay.confirm.remove':
    'You are removing your daily limit. For your protection this applies only after a waiting time; until then {current} stays in force.',
  'responsiblePlay.confirm.ok': 'Continue',
  'responsiblePlay.confirm.cancel': 'Keep my limit',
  'responsiblePlay.thanks.title': 'Thank you',
  'responsiblePlay.thanks.now': 'Thank you for playing responsibly. Your daily limit is now {limit}.',
  'responsiblePlay.thanks.later':
    'Thank you. Your new limit, {limit}, applies from {time}. Until then {current} stays in force.',
  'responsiblePlay.thanks.ok': 'OK',
  'responsiblePlay.lost.checking': 'Checking whether your daily limit was changed…',
  'responsiblePlay.lost.unknown':
    'We could not confirm whether your daily limit was changed to {limit}: the answer was lost on the way. Trying again is safe: the same limit set twice is still one change.',
  'responsiblePlay.lost.unknownRemove':
    'We could not confirm whether your daily limit was removed: the answer was lost on the way. Trying again is safe: removing it twice is still one change.',
  'responsiblePlay.lost.earlier':
    'We could not confirm whether your last change of the daily limit was saved. The figures above are the ones in force; setting the limit you want again is safe.',
} satisfies Record<string, string>;
