const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `99.99` → `$99.99/month`: catalogue prices are monthly (spec 9). */
export function formatMonthlyPrice(price: number): string {
  return `${usd.format(price)}/month`;
}

export function formatDurationWeeks(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}
