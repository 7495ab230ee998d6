/**
 * The page's CSP style nonce. scripts/start.ts puts a fresh one into every HTML answer as
 * `<meta property="csp-nonce">` (where styled-components looks for it); the shell hands the same value to
 * webpack (`__webpack_nonce__`) and to the cashier (its `nonce` prop). Undefined when the page has none.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const content = doc.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
  return content ? content : undefined;
}
