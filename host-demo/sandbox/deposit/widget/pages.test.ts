/** @jest-environment node */
import { cardWidgetPage, moneyText, WIDGET_CSS } from './pages';

/** The declarations of the rule with exactly this selector in WIDGET_CSS, as a property → value map. */
function declarations(selector: string): Record<string, string> {
  const rule = WIDGET_CSS.split('\n').find((line) => line.startsWith(`${selector} {`));
  if (rule === undefined) throw new Error(`no rule for ${selector}`);
  const body = rule.slice(rule.indexOf('{') + 1, rule.lastIndexOf('}'));
  return Object.fromEntries(
    body
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => [part.slice(0, part.indexOf(':')).trim(), part.slice(part.indexOf(':') + 1).trim()]),
  );
}

/*
 * jsdom has no layout, so this checks the rules that let the card form shrink; test/e2e/deposit-providers.e2e.ts
 * measures it in Chromium (the form overflowed a 311 px frame by 157 px at a 375 px viewport before).
 */
describe('card widget page in a narrow frame (cashier popup below 768 px)', () => {
  it('the page uses the form fields the styles below size', () => {
    const html = cardWidgetPage({ parentOrigin: 'http://127.0.0.1:3000', amount: '50.00', currency: 'USD' });
    expect(html).toContain('<div class="row">');
    expect(html).toContain('<input type="text" id="number"');
  });

  it('text fields take the width of their column instead of their intrinsic ~20 characters', () => {
    expect(declarations('input[type="text"], select')).toMatchObject({
      'box-sizing': 'border-box',
      width: '100%',
      'min-width': '0',
    });
  });

  it('the form column and the expiry / security code row may shrink below their content', () => {
    expect(declarations('form')['grid-template-columns']).toBe('minmax(0, 1fr)');
    expect(declarations('.row')['grid-template-columns']).toBe('minmax(0, 1fr) minmax(0, 1fr)');
    expect(declarations('.row > div')['min-width']).toBe('0');
  });
});

describe('amounts on the provider pages', () => {
  it('read as the cashier writes them (10.00 USD), not $10.00', () => {
    const html = cardWidgetPage({ parentOrigin: 'http://127.0.0.1:3000', amount: '10.00', currency: 'USD' });
    expect(html).toContain('Pay 10.00 USD');
    expect(html).not.toContain('$');
  });

  it('group thousands with a no-break space and always show two decimals', () => {
    expect(moneyText('1234567.5', 'EUR')).toBe('1\u00a0234\u00a0567.50 EUR');
    expect(moneyText('999', 'USD')).toBe('999.00 USD');
    expect(moneyText('50.00', null)).toBe('50.00');
  });
});
