const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US");

/** `99.99` → `$99.99/month`: catalogue prices are monthly (spec 9). */
export function formatMonthlyPrice(price: number): string {
  return `${usd.format(price)}/month`;
}

export function formatDurationWeeks(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

/** `1250` → `1,250 students`. */
export function formatStudentsCount(students: number): string {
  return `${count.format(students)} ${students === 1 ? "student" : "students"}`;
}

/** `4.8` → `4.8`; ratings are out of 5 with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}
