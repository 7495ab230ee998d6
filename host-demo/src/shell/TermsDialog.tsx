import type { TermsRequirement } from '../../../contracts/host/events';
import { Muted, PrimaryButton, Row, SecondaryButton } from '../ui/controls';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  documents: TermsRequirement[];
  onAccept: () => void;
  onClose: () => void;
}

/** The host's terms dialog (the cashier asks for it with `check-terms`). Accepting is not wired to an API here. */
export function TermsDialog({ open, documents, onAccept, onClose }: Props) {
  return (
    <Modal open={open} title="Updated terms" onClose={onClose}>
      <Muted>Please read and accept these documents before using the cashier.</Muted>
      <ul>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noreferrer">
              {document.name}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            — version {document.version}
          </li>
        ))}
      </ul>
      <Row>
        <PrimaryButton type="button" onClick={onAccept}>
          Accept
        </PrimaryButton>
        <SecondaryButton type="button" onClick={onClose}>
          Not now
        </SecondaryButton>
      </Row>
    </Modal>
  );
}
