import type { Page } from 'playwright-core';
import { payloadOf, showsLiterally } from './xssChecks';

/** `showsLiterally` for the corpus payloads of some `fields` of one call's answer (`data.items[0].method`, …). */
export function showsFieldsLiterally(
  page: Page,
  call: { id: string },
  fields: readonly string[],
  where: string,
): Promise<void> {
  return showsLiterally(
    page,
    fields.map((field) => payloadOf(call, field)),
    where,
  );
}
