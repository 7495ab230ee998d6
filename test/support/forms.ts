import { screen } from '@test/support/screen';
import { act, fireEvent } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { focusedElement } from '@/shared/a11y/shadowFocus';

/**
 * Empties a text field as a player does: into the field, everything selected, Backspace. (user-event's `clear`
 * checks focus with `document.activeElement`, which is the cashier's element while focus is in its shadow root.)
 */
export async function clearField(user: UserEvent, field: HTMLElement): Promise<void> {
  const length = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.length : 0;
  if (length === 0) {
    await user.click(field);
    return;
  }
  await user.type(field, '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: length });
}

/** Types each amount into `input` in turn (cleared first) and expects the form's alert to say that amount's message. */
export async function expectAmountMessages(
  user: UserEvent,
  input: HTMLElement,
  cases: [typed: string, message: string][],
): Promise<void> {
  for (const [typed, message] of cases) {
    await clearField(user, input);
    await user.type(input, typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  }
}

/**
 * Pastes `text` into the focused field, as the browser does. (user-event's `paste` targets `document.activeElement`,
 * which is the cashier's element while focus is in its shadow root.)
 */
export async function pasteText(text: string): Promise<void> {
  const target = focusedElement();
  if (!target) throw new Error('nothing has focus to paste into');
  await act(async () => {
    fireEvent.paste(target, { clipboardData: { getData: () => text } });
  });
}
