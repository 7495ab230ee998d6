import type { FormField } from '@contracts/api/forms';
import type { GiftCardProduct } from './giftCardApi';
import { giftCardChoices, mergeFields } from './catalogue';

const product = (
  id: string,
  enabled: boolean,
  prices: number[],
  images: Partial<GiftCardProduct> = {},
): GiftCardProduct => ({
  id,
  name: id,
  logoUrl: `https://cdn.example.com/${id}.png`,
  imageBig: null,
  imageSmall: null,
  imageRedeem: null,
  enabled,
  presets: prices.map((price) => ({ id: `${id}-${price}`, price })),
  ...images,
});

const field = (name: string, label: string): FormField => ({
  name,
  type: 'text',
  required: true,
  label,
  rules: { type: 'string', maxlength: null, minlength: null, min: null, max: null, pattern: null },
});

describe('gift-card catalogue', () => {
  it('offers the price options of enabled products only, in the server order; a product without presets is not offered', () => {
    const choices = giftCardChoices([
      product('a', true, [25, 10]),
      product('off', false, [5]),
      product('empty', true, []),
    ]);
    expect(choices.map((choice) => [choice.id, choice.prices])).toEqual([
      [
        'a',
        [
          { id: 'a-25', price: 25 },
          { id: 'a-10', price: 10 },
        ],
      ],
    ]);
  });

  it('shows the redeem image, else the big, else the small one', () => {
    const url = (name: string) => `https://cdn.example.com/${name}.png`;
    expect(giftCardChoices([product('a', true, [1], { imageRedeem: url('r'), imageBig: url('b') })])[0]?.image).toBe(
      url('r'),
    );
    expect(giftCardChoices([product('a', true, [1], { imageBig: url('b'), imageSmall: url('s') })])[0]?.image).toBe(
      url('b'),
    );
    expect(giftCardChoices([product('a', true, [1])])[0]?.image).toBeNull();
  });

  it("a product input replaces the method's requisite of the same name", () => {
    expect(
      mergeFields(
        [field('email', 'Method e-mail'), field('note', 'Note')],
        [field('email', 'Card e-mail'), field('tag', 'Tag')],
      ).map((item) => item.label),
    ).toEqual(['Note', 'Card e-mail', 'Tag']);
  });
});
