import { lazy, type ComponentType } from "react";
import { retryChunk } from "../../router/retryChunk";

/**
 * A control built on a Radix primitive (a menu, a popover, the toasts), fetched just after the
 * page's first render instead of with it: Radix and Floating UI weigh more than most screens. The
 * caller shows an inert copy of the control (aria-hidden) in the Suspense fallback meanwhile, so
 * nothing moves and nobody can use a control that does not work yet. Load failures are retried as
 * a screen's are (retryChunk). The board's live subscriptions load the same way, with nothing in
 * their place: they render nothing (pages/community/LazyLiveUpdates.tsx).
 */
export function lazyControl<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(retryChunk(async () => ({ default: await load() })));
}
