/** @jest-environment node */
import { exampleResponseData } from '../../contracts/api/examples';
import { callById, type CallId } from '../../contracts/api/registry';
import { SHOWN_TEXT, XSS_CORPUS, rewriteForXss, selectorHits, xssPayloadFor } from './xss';

const isCallId = (id: string): id is CallId => Object.hasOwn(callById, id);

describe('XSS mode selectors', () => {
  it.each(Object.entries(SHOWN_TEXT))(
    '%s: every selector names a field the call answers (none is stale)',
    (callId, selectors) => {
      expect(isCallId(callId)).toBe(true);
      if (!isCallId(callId)) return;
      const body = { success: true, data: exampleResponseData[callId] };
      // [selector, found] pairs, so a failure names the stale selector.
      expect(selectors.map((selector) => [selector, selectorHits(body, selector) > 0])).toEqual(
        selectors.map((selector) => [selector, true]),
      );
    },
  );

  it('selectorHits counts existing keys through objects, arrays and *, and 0 for a path the body lacks', () => {
    const body = {
      data: { offer: { title: 'T', presets: [{ label: 'a' }, { label: null }] }, names: { a: 'x', b: 'y' } },
    };
    expect(selectorHits(body, 'data.offer.title')).toBe(1);
    expect(selectorHits(body, 'data.offer.presets[].label')).toBe(2);
    expect(selectorHits(body, 'data.names.*')).toBe(2);
    expect(selectorHits(body, 'data.title')).toBe(0);
    expect(selectorHits({ data: { offer: null } }, 'data.offer.title')).toBe(0);
  });

  it("the promo offer's title, description and package labels become payloads and still pass the contract", () => {
    const call = callById['deposit.getPromoOfferConstructor'];
    const data = exampleResponseData['deposit.getPromoOfferConstructor'];
    const { body, replaced } = rewriteForXss(call.id, { success: true, data }, call.response);
    expect(replaced).toBeGreaterThanOrEqual(2);
    const offer = (body as { data: { offer: { title: string; description: string | null } } }).data.offer;
    expect(offer.title).toBe(xssPayloadFor(`${call.id}.data.offer.title`));
    expect(XSS_CORPUS).toContain(offer.title);
  });
});
