// The spec's UI constants (section 9), kept in one module so every consumer and test agrees.

/** At most this many toasts are shown; a new toast replaces the oldest. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it closes by itself. */
export const TOAST_DURATION_MS = 5000;
/** A dismissed toast stays in the store (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = "right";
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Pressing this focuses the toast viewport (also Radix's default). */
export const TOAST_HOTKEY = ["F8"];
/** Toasts sit at the top of small screens and bottom-right, this wide at most, on wider ones. */
export const TOAST_VIEWPORT_MAX_WIDTH_PX = 420;

/** Breakpoint where layouts (and the toast viewport) switch to their wide-screen form. */
export const WIDE_SCREEN_MIN_WIDTH_PX = 640;

export const TOOLTIP_DELAY_DURATION_MS = 700;
export const TOOLTIP_SKIP_DELAY_DURATION_MS = 300;
