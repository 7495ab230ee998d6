import { Muted, Row, SecondaryButton } from '../ui/controls';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  /** Where in the cashier the player asked for help. */
  source: string;
  onClose: () => void;
}

/** Stand-in for the platform's support chat (the cashier asks for it with `open-support-chat`). */
export function SupportChat({ open, source, onClose }: Props) {
  return (
    <Modal open={open} title="Support chat" onClose={onClose}>
      <p>A support agent would pick up the conversation here.</p>
      <Muted>This demo has no real chat. Opened from: {source || 'unknown'}.</Muted>
      <Row>
        <SecondaryButton type="button" onClick={onClose}>
          Close chat
        </SecondaryButton>
      </Row>
    </Modal>
  );
}
