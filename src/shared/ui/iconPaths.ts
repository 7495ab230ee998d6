/*
 * The kit's status glyphs: line paths on a 24 × 24 grid for `LineIcon`, drawn in `currentColor`. Separate constants,
 * so a chunk carries only the ones it draws. docs/design-system.md, "Components".
 */

const CIRCLE = 'M12 2.75a9.25 9.25 0 1 1 0 18.5 9.25 9.25 0 0 1 0-18.5Z';

/** A circle with a tick: done, confirmed. */
export const CHECK_PATH = `${CIRCLE}M7.5 12.2l3 3 6-6.2`;
/** A circle with a cross: failed, not done. */
export const CROSS_PATH = `${CIRCLE}M8.75 8.75l6.5 6.5M15.25 8.75l-6.5 6.5`;
/** A circle with a clock's hands: on its way. */
export const CLOCK_PATH = `${CIRCLE}M12 7v5l3.5 2`;
/** A circle with an exclamation mark: something went wrong. */
export const ALERT_PATH = `${CIRCLE}M12 7.5v5.5M12 16.3v.2`;
