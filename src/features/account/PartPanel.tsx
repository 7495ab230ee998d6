import type { ProfileData } from '@contracts/api/player';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { ContactForm, type ContactSaved } from './ContactForm';
import type { AccountPart } from './parts';
import { partMessages } from './partMessages';
import { SsnForm } from './SsnForm';

registerMessages(partMessages);

export interface PartPanelProps {
  part: AccountPart;
  profile: ProfileData;
  /** The contact details were saved: what to tell the player back on the profile. */
  onSaved: (saved: ContactSaved) => void;
}

/**
 * A part's page (account/<part>): its form, its calls and its English ride in this chunk, which the profile starts
 * as it shows (lazyPartPanel.tsx), so the account/ first screen does not carry the form kit (test/size/README.md).
 */
export function PartPanel({ part, profile, onSaved }: PartPanelProps) {
  if (part === 'contact') return <ContactForm profile={profile} onSaved={onSaved} />;
  return <SsnForm hasSsn={profile.hasSsn} verified={profile.verificationStatus === 'verified'} />;
}
