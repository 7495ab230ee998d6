import { useEffect, useId, useState, type FormEvent } from 'react';
import { Field, Muted, PrimaryButton, Row } from '../ui/controls';
import type { SandboxApi } from './sandboxApi';
import type { PlayerSummary } from './sandboxViews';

interface Props {
  api: SandboxApi;
  /** Called after a successful login (the shell re-reads the session). */
  onLoggedIn: (playerId: string) => void;
}

/** Sign in as one of the sandbox players (each one sits in a named state the cashier must handle). */
export function LoginForm({ api, onLoggedIn }: Props) {
  const selectId = useId();
  const [players, setPlayers] = useState<PlayerSummary[] | null>(null);
  const [playerId, setPlayerId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    api.getPlayers().then(
      (list) => {
        if (!current) return;
        setPlayers(list);
        setPlayerId((selected) => selected || (list[0]?.id ?? ''));
      },
      (reason: unknown) => {
        console.warn('[host-demo] could not list sandbox players', reason);
        if (current) setError('The sandbox player list is unavailable.');
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!playerId) return;
    setBusy(true);
    setError(null);
    try {
      await api.login(playerId);
      onLoggedIn(playerId);
    } catch (reason) {
      console.warn('[host-demo] sandbox login failed', reason);
      setError('Login failed. Is the sandbox running?');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Row>
        <Field>
          <label htmlFor={selectId}>Sandbox player</label>
          <select
            id={selectId}
            value={playerId}
            onChange={(event) => setPlayerId(event.target.value)}
            disabled={!players || players.length === 0}
          >
            {(players ?? []).map((player) => (
              <option key={player.id} value={player.id}>
                {`${player.displayName} — ${player.description}`}
              </option>
            ))}
          </select>
        </Field>
        <PrimaryButton type="submit" disabled={busy || !playerId}>
          Log in
        </PrimaryButton>
      </Row>
      {players === null && !error ? <Muted>Loading players…</Muted> : null}
      {error ? <Muted role="alert">{error}</Muted> : null}
    </form>
  );
}
