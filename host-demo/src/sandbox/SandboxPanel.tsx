import { useId, useState } from 'react';
import { Muted, Panel, Row, SecondaryButton } from '../ui/controls';
import { ApplePayForm } from './ApplePayForm';
import { FaultForm } from './FaultForm';
import { LoginForm } from './LoginForm';
import { runReported } from './runReported';
import type { SandboxApi } from './sandboxApi';

interface Props {
  api: SandboxApi;
  signedIn: boolean;
  /** The session may have changed: re-read it. */
  onSessionChanged: () => void;
  /** A player signed in here (the shell tells the cashier with `re-init-data`). */
  onSignedIn: () => void;
  onSignOut: () => void;
}

/** Developer controls of the sandbox API: players, session expiry, reset, fault injection and pretend Apple Pay. */
export function SandboxPanel({ api, signedIn, onSessionChanged, onSignedIn, onSignOut }: Props) {
  const titleId = useId();
  const [message, setMessage] = useState('');

  async function run(action: () => Promise<void>, done: string) {
    await runReported(action, done, setMessage, 'sandbox request');
    onSessionChanged();
  }

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Sandbox</h2>
      <LoginForm
        api={api}
        onLoggedIn={(playerId) => {
          setMessage(`Signed in as ${playerId}.`);
          onSignedIn();
        }}
      />
      <Row>
        {signedIn ? (
          <SecondaryButton type="button" onClick={onSignOut}>
            Log out
          </SecondaryButton>
        ) : null}
        <SecondaryButton
          type="button"
          onClick={() => void run(() => api.expireSession(), 'Session expired: the next API call answers 401.')}
        >
          Expire session
        </SecondaryButton>
        <SecondaryButton
          type="button"
          onClick={() => void run(() => api.reset(), 'Sandbox reset to its initial players.')}
        >
          Reset sandbox
        </SecondaryButton>
      </Row>
      <FaultForm api={api} onMessage={setMessage} />
      <ApplePayForm />
      <Muted role="status">{message}</Muted>
    </Panel>
  );
}
