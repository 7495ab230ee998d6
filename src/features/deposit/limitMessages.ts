/**
 * Bundled English of the limit-reached popup, registered (registerMessages) by LimitReachedPopup.tsx, so it
 * downloads with the popup's chunk and is in the dictionary before the popup's first render; server strings still
 * win over it. Same rules as shared/i18n/en.ts.
 */
export const limitMessages = {
  'deposit.limit.title': 'Daily limit reached',
  'deposit.limit.text':
    'This package costs {price}, but you can deposit only {available} more today under your responsible play limit. Choose a smaller package or come back tomorrow.',
  'deposit.limit.ok': 'OK',
} satisfies Record<string, string>;
