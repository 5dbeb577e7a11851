// Display formats of the admin portal, kept pure so they are tested without a browser.

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `149.99` → `$149.99` */
export function formatPrice(price: number): string {
  return usd.format(price);
}

/** `16` → `16 weeks`, as the legacy admin courses endpoint reports a course's duration. */
export function formatDuration(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** `3`, `155` → `3/155 lessons` */
export function formatLessons(completed: number, total: number): string {
  return `${completed}/${total} lessons`;
}

/** Progress as the bar shows it: a whole percentage between 0 and 100. */
export function clampPercent(progress: number): number {
  return Math.min(100, Math.max(0, Math.round(progress)));
}
