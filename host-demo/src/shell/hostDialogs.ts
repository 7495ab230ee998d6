import type { TermsRequirement } from '../../../contracts/host/events';

/** The one host dialog open at a time; a later request from the cashier replaces an earlier one. */
export type HostDialog =
  | { kind: 'auth'; reason: string }
  | { kind: 'support-chat'; source: string }
  | { kind: 'terms'; documents: TermsRequirement[] }
  | null;
