import { TEST_CARDS } from '../catalogue';

/** Text for HTML: every value from a URL or the model goes through this. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const spaced = (cardNumber: string): string => cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * An amount as the cashier shows it (src/shared/format/money.ts, docs/product/constants.md#number-format):
 * `1\u00a0000.00 USD`, groups of three split by a no-break space, a dot, two decimals, the currency code after.
 */
export function moneyText(amount: string, currency: string | null): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  const text = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  return currency === null ? text : `${text} ${currency}`;
}

function layout(
  title: string,
  body: string,
  options: { script?: string; bodyData?: Record<string, string> } = {},
): string {
  const data = Object.entries(options.bodyData ?? {})
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/widget.css">
${options.script ? `<script src="${escapeHtml(options.script)}" defer></script>\n` : ''}</head>
<body${data}>
<main>
${body}
</main>
</body>
</html>
`;
}

export const WIDGET_CSS = `
:root { color-scheme: light; font-family: system-ui, sans-serif; font-size: 16px; color: #1a1a2e; background: #fff; }
body { margin: 0; padding: 16px; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 12px; }
h2 { font-size: 1rem; margin: 16px 0 4px; }
form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
label { font-weight: 600; }
input[type="text"], select { box-sizing: border-box; width: 100%; min-width: 0; font: inherit; padding: 10px; border: 1px solid #6b6b80; border-radius: 6px; }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px; align-items: end; }
.row > div { display: grid; gap: 4px; min-width: 0; }
.check { display: flex; align-items: center; gap: 8px; font-weight: 400; }
button { font: inherit; padding: 10px 16px; border-radius: 6px; border: 1px solid #2a2a8f; background: #2a2a8f; color: #fff; cursor: pointer; min-height: 44px; }
button.secondary { background: #fff; color: #2a2a8f; }
button:disabled { opacity: 0.6; cursor: progress; }
button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible { outline: 3px solid #f5a400; outline-offset: 2px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 12px; }
.tests ul { padding-left: 0; list-style: none; display: grid; gap: 6px; }
.tests li { display: flex; gap: 8px; align-items: center; font-size: 0.875rem; }
.tests button { padding: 4px 10px; min-height: 32px; font-size: 0.875rem; }
.error { color: #a00020; }
#status { min-height: 1.5em; margin-top: 12px; }
`;

/** The card widget: form, sandbox test cards, and the 3-D Secure challenge step. */
export function cardWidgetPage(input: {
  parentOrigin: string;
  amount: string | null;
  currency: string | null;
}): string {
  const pay = input.amount ? `Pay ${moneyText(input.amount, input.currency)}` : 'Pay';
  const cards = TEST_CARDS.map(
    (card) =>
      `<li><button type="button" class="secondary" data-card="${card.number}" aria-label="Use test card ${spaced(card.number)}">Use</button><span><code>${spaced(card.number)}</code> — ${escapeHtml(card.description)}</span></li>`,
  ).join('\n');
  return layout(
    'Card payment (sandbox)',
    `<section id="view-form" aria-labelledby="form-title">
<h1 id="form-title">${escapeHtml(pay)} by card</h1>
<form id="card-form" novalidate>
<label for="number">Card number</label>
<input type="text" id="number" name="number" maxlength="23" inputmode="numeric" autocomplete="cc-number" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input type="text" id="expiry" name="expiry" maxlength="7" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">Security code</label><input type="text" id="cvc" name="cvc" maxlength="4" inputmode="numeric" autocomplete="cc-csc" required></div>
</div>
<label for="holder">Name on card</label>
<input type="text" id="holder" name="holder" maxlength="100" autocomplete="cc-name">
<label class="check"><input type="checkbox" id="save" name="save" checked> Save this card for next time</label>
<button type="submit" id="pay">${escapeHtml(pay)}</button>
</form>
<section class="tests" aria-labelledby="tests-title">
<h2 id="tests-title">Sandbox test cards</h2>
<p>Any future expiry, any CVC. “Use” fills the form.</p>
<ul>
${cards}
</ul>
</section>
</section>
<section id="view-challenge" aria-labelledby="challenge-title" hidden>
<h1 id="challenge-title">3-D Secure check (sandbox)</h1>
<p>Your bank asks you to confirm this payment.</p>
<div class="actions">
<button type="button" id="challenge-pass">Pass</button>
<button type="button" id="challenge-fail" class="secondary">Fail</button>
</div>
</section>
<p id="status" role="status" aria-live="polite"></p>`,
    { script: '/card/card.js', bodyData: { 'parent-origin': input.parentOrigin } },
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

export interface DecisionPageInput {
  provider: '3ds' | 'paypal' | 'trustly';
  paymentId: string;
  orderId: string | null;
  returnUrl: string | null;
  amountText: string;
}

const TITLES = {
  '3ds': '3-D Secure check (sandbox)',
  paypal: 'PayPal (sandbox)',
  trustly: 'Trustly online banking (sandbox)',
} as const;

/** 3-D Secure, PayPal and Trustly pages: the payment, and two buttons that post back (no script). */
export function decisionPage(input: DecisionPageInput): string {
  const hidden = [
    ['paymentId', input.paymentId],
    ['orderId', input.orderId],
    ['returnUrl', input.returnUrl],
  ]
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const [yes, no, intro] =
    input.provider === '3ds'
      ? ['Pass', 'Fail', `Your bank asks you to confirm the card payment of ${input.amountText}.`]
      : input.provider === 'paypal'
        ? ['Approve', 'Cancel', `Approve the payment of ${input.amountText} to Sandbox Cashier?`]
        : ['Approve', 'Cancel', `Pay ${input.amountText} from your bank account?`];
  const bank =
    input.provider === 'trustly'
      ? `<label for="bankName">Bank</label>
<select id="bankName" name="bankName"><option>Sandbox Credit Union</option><option>First Sandbox Bank</option><option>Example Savings</option></select>\n`
      : '';
  return layout(
    TITLES[input.provider],
    `<h1>${escapeHtml(TITLES[input.provider])}</h1>
<p>${escapeHtml(intro)}</p>
<form method="post" action="/${input.provider}/">
${hidden}
${bank}<div class="actions">
<button type="submit" name="decision" value="yes">${yes}</button>
<button type="submit" name="decision" value="no" class="secondary">${no}</button>
</div>
</form>`,
  );
}

/** After a decision, when there is nowhere to return to (no returnUrl). */
export function resultPage(
  provider: DecisionPageInput['provider'],
  text: string,
  options: { framed?: boolean } = {},
): string {
  const next = options.framed
    ? 'The cashier shows the result in a moment.'
    : 'You can close this window and return to the cashier.';
  return layout(
    TITLES[provider],
    `<h1>${escapeHtml(TITLES[provider])}</h1>\n<p role="status">${escapeHtml(text)}</p>\n<p>${next}</p>`,
  );
}
