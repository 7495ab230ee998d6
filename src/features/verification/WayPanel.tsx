import type { DocumentUploadData, ProfileData } from '@contracts/api/player';
import { registerMessages } from '@/shared/i18n/bundledMessages';
import { DocumentScan } from './DocumentScan';
import { DocumentUpload } from './DocumentUpload';
import { IdentityDetails } from './IdentityDetails';
import type { VerificationWay } from './ways';
import { wayMessages } from './wayMessages';

registerMessages(wayMessages);

export interface WayPanelProps {
  way: VerificationWay;
  profile: ProfileData;
  /** An upload's answer: the verification status it moved to. */
  onUploaded: (data: Pick<DocumentUploadData, 'verificationStatus'>) => void;
}

/**
 * The chosen way's page (verification/<way>): its form and calls ride in this chunk, loaded once a way is chosen
 * (the list starts it as it shows: lazyWayPanel.tsx), so the verification/ first screen does not carry them
 * (test/size/README.md).
 */
export function WayPanel({ way, profile, onUploaded }: WayPanelProps) {
  if (way === 'details') return <IdentityDetails profile={profile} />;
  if (way === 'document') return <DocumentUpload onUploaded={onUploaded} />;
  return <DocumentScan />;
}
