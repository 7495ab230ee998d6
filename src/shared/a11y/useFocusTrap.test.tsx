import { useRef } from 'react';
import { render } from '@testing-library/react';
import { screen } from '@test/support/screen';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@/shared/events/bus';
import { useFocusTrap } from './useFocusTrap';

function Dialog({ active = true }: { active?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <div ref={ref} role="dialog" aria-modal="true" aria-label="Cashier" tabIndex={-1}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

/** Host UI outside the dialog: an input and its Send button, marked for the cashier to yield to it or not. */
function hostInput(label: string, marked: boolean): HTMLInputElement {
  const wrapper = document.createElement('div');
  if (marked) wrapper.setAttribute('data-cashier-host-focus', '');
  const input = document.createElement('input');
  input.setAttribute('aria-label', label);
  const send = document.createElement('button');
  send.textContent = `Send ${label}`;
  wrapper.append(input, send);
  document.body.append(wrapper);
  return input;
}

afterEach(() => document.body.replaceChildren());

describe('useFocusTrap', () => {
  // Tab cycling needs layout (jsdom has no client rects): the a11y sweep's keyboard checks cover it in Chromium.
  it('moves focus into the dialog and pulls back focus that escapes to an unmarked host element', () => {
    const stray = hostInput('Newsletter', false);
    render(<Dialog />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();
    stray.focus();
    expect(dialog).toHaveFocus();
  });

  it("yields to host UI marked data-cashier-host-focus: focus and typing stay there, and Tab is the host's", async () => {
    const user = userEvent.setup();
    const chat = hostInput('Chat message', true);
    render(<Dialog />);
    await user.click(chat);
    expect(chat).toHaveFocus();
    await user.keyboard('hello');
    expect(chat).toHaveValue('hello');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Chat message' })).toHaveFocus();
  });

  it('after the cashier asks for the support chat, any host element may take focus until focus comes back in', async () => {
    const user = userEvent.setup();
    const chat = hostInput('Support chat', false);
    render(<Dialog />);
    getEventBus().emit('open-support-chat', { source: 'test' });
    chat.focus();
    expect(chat).toHaveFocus();
    await user.keyboard('I need help');
    expect(chat).toHaveValue('I need help');

    // Back in the cashier, the trap is strict again.
    screen.getByRole('button', { name: 'Last' }).focus();
    chat.focus();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('yields after open-auth-modal too, and stops listening once inactive', () => {
    const signIn = hostInput('E-mail', false);
    const { rerender } = render(<Dialog />);
    const listeners = getEventBus().listenerCount('open-auth-modal');
    getEventBus().emit('open-auth-modal', { reason: 'player' });
    signIn.focus();
    expect(signIn).toHaveFocus();
    rerender(<Dialog active={false} />);
    expect(getEventBus().listenerCount('open-auth-modal')).toBe(listeners - 1);
  });
});
