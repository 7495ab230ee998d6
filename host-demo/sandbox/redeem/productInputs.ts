import type { FormField } from '../../../contracts/api/forms';
import { PAYNUP_PRODUCT_INPUTS } from './fixtures';

/** Inputs a test put in place of the fixtures' (replaceProductInputs), by product id; process-wide, like the fixtures. */
const replaced = new Map<string, readonly FormField[]>();

/** The inputs a gift-card product asks for (`POST /paynup/`, and what its redemption requires); undefined for an unknown product. */
export function productInputsOf(productId: string): readonly FormField[] | undefined {
  return (
    replaced.get(productId) ??
    (Object.hasOwn(PAYNUP_PRODUCT_INPUTS, productId) ? PAYNUP_PRODUCT_INPUTS[productId] : undefined)
  );
}

/**
 * Tests that hold the sandbox in-process (browser suites: test/e2e/redeem-rules.e2e.ts): the product asks for these
 * inputs instead of its fixtures' — hostile server patterns, field names that are not identifiers — until the returned
 * undo runs. Not cleared by a sandbox reset: run the undo (an `after` hook).
 */
export function replaceProductInputs(productId: string, inputs: readonly FormField[]): () => void {
  replaced.set(
    productId,
    inputs.map((input) => ({ ...input, rules: { ...input.rules } })),
  );
  return () => {
    replaced.delete(productId);
  };
}
