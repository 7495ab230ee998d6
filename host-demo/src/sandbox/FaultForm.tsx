import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Field, Muted, PrimaryButton, Row, SecondaryButton } from '../ui/controls';
import { LabelledField } from '../ui/LabelledField';
import { SelectField } from '../ui/SelectField';
import { FAULT_KINDS, type FaultKind, type FaultRequest, type SandboxApi } from './sandboxApi';
import { runReported } from './runReported';
import { describeFault, type ActiveFault } from './sandboxViews';

/** The number a kind sends, with its input's label and limits. */
const NUMBER_INPUTS = {
  status: { label: 'Status', min: 400, max: 599 },
  delay: { label: 'Delay (ms)', min: 0, step: 100 },
} as const;

function faultRequest(kind: FaultKind, status: string, delayMs: string): FaultRequest {
  // Only the kinds that use a number send one: the sandbox rejects unknown fields per kind.
  if (kind === 'status') return { kind, status: Number(status) };
  if (kind === 'delay') return { kind, delayMs: Number(delayMs) };
  return { kind };
}

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  min: number;
  max?: number;
  step?: number;
}

/** A labelled number input of the fault form (the fault's status or delay). */
function NumberField({ label, value, onChange, disabled, ...limits }: NumberFieldProps) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          {...limits}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
        />
      )}
    </LabelledField>
  );
}

/** Inject a fault into one sandbox call (by contract id), or clear them all. */
export function FaultForm({ api, onMessage }: { api: SandboxApi; onMessage: (message: string) => void }) {
  const ids = { call: useId(), calls: useId(), list: useId() };
  const [callIds, setCallIds] = useState<string[]>([]);
  const [faults, setFaults] = useState<ActiveFault[]>([]);
  const [callId, setCallId] = useState('');
  const [kind, setKind] = useState<FaultKind>('status');
  const [status, setStatus] = useState('500');
  const [delayMs, setDelayMs] = useState('3000');

  const reload = useCallback(async () => {
    try {
      setFaults(await api.getFaults());
    } catch (error) {
      console.warn('[host-demo] could not read sandbox faults', error);
    }
  }, [api]);

  useEffect(() => {
    void reload();
    api.getCallIds().then(setCallIds, (error: unknown) => {
      console.warn('[host-demo] could not list sandbox calls', error);
    });
  }, [api, reload]);

  async function run(action: () => Promise<void>, done: string) {
    await runReported(action, done, onMessage, 'sandbox fault request');
    await reload();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const id = callId.trim();
    if (!id) return;
    void run(() => api.setFault(id, faultRequest(kind, status, delayMs)), `Fault "${kind}" set on ${id}.`);
  }

  return (
    <form onSubmit={submit} aria-labelledby={ids.list}>
      <h3 id={ids.list}>Fault injection</h3>
      <Row>
        <Field>
          <label htmlFor={ids.call}>Call id</label>
          <input
            id={ids.call}
            list={ids.calls}
            value={callId}
            onChange={(event) => setCallId(event.target.value)}
            placeholder="cash.getAppCash"
            autoComplete="off"
            required
          />
          <datalist id={ids.calls}>
            {callIds.map((id) => (
              <option key={id} value={id} />
            ))}
          </datalist>
        </Field>
        <SelectField label="Kind" value={kind} options={FAULT_KINDS} onChange={setKind} />
        <NumberField {...NUMBER_INPUTS.status} value={status} onChange={setStatus} disabled={kind !== 'status'} />
        <NumberField {...NUMBER_INPUTS.delay} value={delayMs} onChange={setDelayMs} disabled={kind !== 'delay'} />
      </Row>
      <Row>
        <PrimaryButton type="submit">Inject fault</PrimaryButton>
        <SecondaryButton type="button" onClick={() => void run(() => api.clearFaults(), 'All faults cleared.')}>
          Clear all faults
        </SecondaryButton>
      </Row>
      {faults.length === 0 ? (
        <Muted>No active faults.</Muted>
      ) : (
        <ul aria-label="Active faults">
          {faults.map((fault) => (
            <li key={fault.callId}>
              <code>{fault.callId}</code>: {describeFault(fault)}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
