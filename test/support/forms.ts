import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types each amount into `input` in turn (cleared first) and expects the form's alert to say that amount's message. */
export async function expectAmountMessages(
  user: UserEvent,
  input: HTMLElement,
  cases: [typed: string, message: string][],
): Promise<void> {
  for (const [typed, message] of cases) {
    await user.clear(input);
    await user.type(input, typed);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  }
}
