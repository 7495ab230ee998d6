import type { Address, AddressInput } from '@contracts/api/player';

/** An address as a form holds it: one string per line, empty when not given. */
export interface AddressFields {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The profile's address (or none) as form fields. */
export const addressFieldsOf = (address: Address | null | undefined): AddressFields => ({
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zip: address?.zip ?? '',
  country: address?.country ?? '',
});

/** The typed address as the request sends it: trimmed, an empty second line as null, the country code upper-case. */
export function addressInputOf(fields: AddressFields): AddressInput {
  const line2 = fields.line2.trim();
  return {
    line1: fields.line1.trim(),
    line2: line2 === '' ? null : line2,
    city: fields.city.trim(),
    state: fields.state.trim(),
    zip: fields.zip.trim(),
    country: fields.country.trim().toUpperCase(),
  };
}
