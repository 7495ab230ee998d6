import type { Page } from 'playwright-core';

/**
 * In the browser suites: confirms the review a valid redeem form opens (docs/product/redeem.md, "Review"), the second
 * press of every redemption.
 */
export async function confirmRedeemReview(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Review your redemption' })
    .getByRole('button', { name: /^Confirm and redeem/ })
    .click();
}
