import { LoginForm } from '../sandbox/LoginForm';
import type { SandboxApi } from '../sandbox/sandboxApi';
import { Muted, Row, SecondaryButton } from '../ui/controls';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  /** Why the modal opened (`unauthorized` after a 401, `player` when asked for). */
  reason: string;
  api: SandboxApi;
  onLoggedIn: () => void;
  onClose: () => void;
}

/** The host's sign-in modal (the cashier asks for it with `open-auth-modal`). */
export function AuthModal({ open, reason, api, onLoggedIn, onClose }: Props) {
  return (
    <Modal open={open} title="Sign in" onClose={onClose}>
      <Muted>
        {reason === 'unauthorized'
          ? 'Your session has ended. Sign in again to continue.'
          : 'Sign in to use the cashier.'}
      </Muted>
      <LoginForm api={api} onLoggedIn={onLoggedIn} />
      <Row>
        <SecondaryButton type="button" onClick={onClose}>
          Cancel
        </SecondaryButton>
      </Row>
    </Modal>
  );
}
