/*
 * The sandbox card widget's script (browser). Bundled by server.ts with esbuild and served as /card/card.js:
 * the page has no inline script. It tokenizes cards through its own server (same origin) and talks to the
 * parent only by postMessage to the exact `parentOrigin` of its URL.
 */
import * as v from 'valibot';
import {
  TokenizeRequest,
  WidgetCommandMessage,
  WidgetResultMessage,
  WidgetSizeMessage,
  WidgetStepAnswer,
  type WidgetCommand,
} from './messages';

const byId = <T extends HTMLElement>(id: string, type: { new (): T }): T => {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`card widget: #${id} is missing`);
  return element;
};

const parentOrigin = document.body.dataset.parentOrigin ?? '';
const form = byId('card-form', HTMLFormElement);
const formView = byId('view-form', HTMLElement);
const challengeView = byId('view-challenge', HTMLElement);
const status = byId('status', HTMLElement);
const number = byId('number', HTMLInputElement);
const expiry = byId('expiry', HTMLInputElement);
const cvc = byId('cvc', HTMLInputElement);
const holder = byId('holder', HTMLInputElement);
const save = byId('save', HTMLInputElement);
const payButton = byId('pay', HTMLButtonElement);
const passButton = byId('challenge-pass', HTMLButtonElement);
const failButton = byId('challenge-fail', HTMLButtonElement);

/** The step waiting on the user (3-D Secure) or on the parent (REFRESH_TOKEN). */
let pending: { kind: 'challenge' | 'refresh'; stepId: string } | null = null;
let busy = false;

function say(text: string): void {
  status.textContent = text;
}

function post(message: WidgetResultMessage): void {
  // Checked before it leaves: the parent drops anything off-schema anyway.
  const checked = v.safeParse(WidgetResultMessage, message);
  if (!checked.success) throw new Error('card widget: refusing to post an invalid message');
  if (window.parent !== window && parentOrigin !== '') window.parent.postMessage(checked.output, parentOrigin);
}

/** Tells the parent the page's height (the body's: the document's own is at least the frame's), so it fits its frame. */
function postSize(): void {
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  const checked = v.safeParse(WidgetSizeMessage, { type: 'size', height });
  if (checked.success && window.parent !== window && parentOrigin !== '')
    window.parent.postMessage(checked.output, parentOrigin);
}

function show(view: 'form' | 'challenge'): void {
  formView.hidden = view !== 'form';
  challengeView.hidden = view !== 'challenge';
  (view === 'form' ? number : passButton).focus();
}

function setBusy(value: boolean): void {
  busy = value;
  payButton.disabled = value;
  passButton.disabled = value;
  failButton.disabled = value;
}

async function call(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = v.safeParse(WidgetStepAnswer, await response.json());
  if (!parsed.success) throw new Error(`card widget: unexpected answer from ${path}`);
  return parsed.output;
}

async function run(path: string, body: unknown): Promise<void> {
  if (busy) return;
  setBusy(true);
  try {
    const answer = await call(path, body);
    switch (answer.kind) {
      case 'token':
        pending = null;
        show('form');
        say('Card accepted. Completing the payment…');
        post({ type: 'result', code: 'success', cardToken: answer.cardToken });
        break;
      case 'decline':
        pending = null;
        show('form');
        say(answer.message);
        post({ type: 'result', code: 'decline', message: answer.message });
        break;
      case 'challenge':
        pending = { kind: 'challenge', stepId: answer.stepId };
        show('challenge');
        say('Your bank asks you to confirm this payment.');
        post({ type: 'result', code: '3ds' });
        break;
      case 'refresh':
        pending = { kind: 'refresh', stepId: answer.stepId };
        say('One moment: refreshing the card session…');
        post({ type: 'result', code: 'refresh', message: answer.message });
        break;
    }
  } catch {
    say('The card service did not answer. Please try again.');
    post({ type: 'result', code: 'decline', message: 'The card service did not answer.' });
  } finally {
    setBusy(false);
  }
}

function tokenizeRequest(): TokenizeRequest {
  return { number: number.value, expiry: expiry.value, cvc: cvc.value, holderName: holder.value, save: save.checked };
}

function submitCard(): void {
  const request = v.safeParse(TokenizeRequest, tokenizeRequest());
  if (request.success) void run('/card/api/tokenize', request.output);
  else say('Check the card details: one of them is too long.');
}

function onCommand(command: WidgetCommand): void {
  switch (command) {
    case 'SHOW_METHODS':
      pending = null;
      form.reset();
      say('');
      show('form');
      break;
    case 'SHOW_WIDGET':
      show(pending?.kind === 'challenge' ? 'challenge' : 'form');
      break;
    case 'REFRESH_TOKEN':
      if (pending?.kind === 'refresh') void run('/card/api/refresh', { stepId: pending.stepId });
      else if (number.value.trim() !== '') submitCard();
      break;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  submitCard();
});

passButton.addEventListener('click', () => {
  if (pending?.kind === 'challenge') void run('/card/api/challenge', { stepId: pending.stepId, passed: true });
});
failButton.addEventListener('click', () => {
  if (pending?.kind === 'challenge') void run('/card/api/challenge', { stepId: pending.stepId, passed: false });
});

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-card]')) {
  button.addEventListener('click', () => {
    number.value = button.dataset.card ?? '';
    expiry.value = '12/34';
    cvc.value = '123';
    if (holder.value === '') holder.value = 'Sandbox Tester';
    number.focus();
    say(`Filled in test card ${button.dataset.card ?? ''}. Press Pay.`);
  });
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  // Only the parent window on its exact origin may command the widget; everything else is ignored.
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const parsed = v.safeParse(WidgetCommandMessage, event.data);
  if (parsed.success) onCommand(parsed.output.command);
});

new ResizeObserver(postSize).observe(document.body);
