import { createAction } from '@reduxjs/toolkit';

/**
 * docs/product/cash-data.md: resetting cash data starts the purchase over; the header's step title goes back to the
 * route's own (shared/navigation/stepTitle.ts listens for this action). The cash shell keeps no client state of its
 * own (docs/product/cash-data.md#client-state-of-the-cash-shell): "Cash state" and the cash data's flags live in the
 * RTK Query cache, whether the cash area is open is the event bus's `isOpen()`, and a started payment's id is its
 * intent's `ref` in the intent book (docs/architecture.md, "Money moves exactly once").
 */
export const cashierReset = createAction('cashier/reset');
