import { useId, useState } from 'react';
import { Field, Muted, Row } from '../ui/controls';
import { FAKE_SHEET_OUTCOMES, isFakeSheetOutcome, type FakeSheetOutcome } from './fakeApplePaySession';
import { readPretendApplePay, writePretendApplePay, type PretendApplePaySettings } from './pretendApplePay';

const OUTCOME_LABELS: Record<FakeSheetOutcome, string> = {
  pay: 'Pay (the token pays)',
  decline: 'Decline (the bank declines the token)',
  cancel: 'Cancel (the player closes the sheet)',
};

interface Props {
  /** Where the switch is kept and applied (the window). */
  page?: { sessionStorage?: Storage };
  /** Starts the page again so the cashier sees the change (location.reload). */
  reload?: () => void;
}

/** "Pretend Apple Pay support": a fake ApplePaySession for browsers without Apple Pay, and what its sheet does. */
export function ApplePayForm({ page = window, reload = () => window.location.reload() }: Props) {
  const ids = { heading: useId(), outcome: useId(), hint: useId() };
  const [settings, setSettings] = useState<PretendApplePaySettings>(() => readPretendApplePay(page));

  const save = (next: PretendApplePaySettings) => {
    writePretendApplePay(page, next);
    setSettings(next);
  };

  return (
    <section aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Apple Pay</h3>
      <Row>
        <label>
          <input
            type="checkbox"
            checked={settings.enabled}
            aria-describedby={ids.hint}
            onChange={(event) => {
              save({ ...settings, enabled: event.target.checked });
              reload();
            }}
          />{' '}
          Pretend Apple Pay support
        </label>
        <Field>
          <label htmlFor={ids.outcome}>Apple Pay sheet outcome</label>
          <select
            id={ids.outcome}
            value={settings.outcome}
            disabled={!settings.enabled}
            onChange={(event) =>
              isFakeSheetOutcome(event.target.value) && save({ ...settings, outcome: event.target.value })
            }
          >
            {FAKE_SHEET_OUTCOMES.map((outcome) => (
              <option key={outcome} value={outcome}>
                {OUTCOME_LABELS[outcome]}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <Muted id={ids.hint}>
        Installs a stand-in ApplePaySession in this tab (the page reloads). Its sheet validates the merchant with the
        sandbox, then does what the outcome says.
      </Muted>
    </section>
  );
}
