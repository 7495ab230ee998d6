/**
 * Bundled English of the placeholder screen (a route whose issue is still open), registered (registerMessages) by
 * PlaceholderScreen.tsx, so it downloads with the placeholder chunk; server strings still win over it. Same rules
 * as shared/i18n/en.ts.
 */
export const placeholderMessages = {
  'cash.placeholder.pendingIssue': 'This screen is being built ({issue}) and is not available yet.',
  'cash.placeholder.notPlanned': 'This screen is not available yet.',
} satisfies Record<string, string>;
