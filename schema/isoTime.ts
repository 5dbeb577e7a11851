// DateTime's text (schema/builder.ts): the ISO 8601 form in UTC, as Date#toISOString writes it.
// Written from the date's parts rather than by toISOString, which costs three times as much: a page
// of the board prints forty times (issue 22, docs/performance.md). Out of the years 1000 to 9999
// (toISOString's sign and padding), or an invalid date (its RangeError), toISOString writes it.

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, "0"));

export function isoTime(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  return (
    `${year}-${TWO_DIGITS[date.getUTCMonth() + 1]}-${TWO_DIGITS[date.getUTCDate()]}` +
    `T${TWO_DIGITS[date.getUTCHours()]}:${TWO_DIGITS[date.getUTCMinutes()]}:${TWO_DIGITS[date.getUTCSeconds()]}` +
    `.${THREE_DIGITS[date.getUTCMilliseconds()]}Z`
  );
}
