// Every date, time and count the app shows, in the reader's own locale (issue 17). The texts
// around them stay English; only the formats follow the browser.

/** A Date, an ISO string as the API sends it, or epoch milliseconds. */
export type DateInput = Date | string | number;

/** Where there is no browser to ask (unit tests, tools) or it names no usable locale. */
export const FALLBACK_LOCALE = "en-US";

/** The browser's preferred language, e.g. "de-DE". */
export function userLocale(): string {
  return (typeof navigator === "undefined" ? undefined : navigator.language) || FALLBACK_LOCALE;
}

/**
 * Creating an Intl formatter costs far more than using one, and a list renders hundreds of dates:
 * one formatter per locale and options, kept for the page's life (there are only a handful).
 */
function cachedPerLocale<Options, Formatter>(create: (locale: string, options: Options) => Formatter) {
  const cache = new Map<string, Formatter>();
  return (locale: string, options: Options): Formatter => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (!formatter) {
      try {
        formatter = create(locale, options);
      } catch (error) {
        // A malformed language tag: show the fallback's format rather than no page at all.
        if (!(error instanceof RangeError)) throw error;
        formatter = create(FALLBACK_LOCALE, options);
      }
      cache.set(key, formatter);
    }
    return formatter;
  };
}

const dateTimeFormat = cachedPerLocale(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const relativeTimeFormat = cachedPerLocale(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
const numberFormat = cachedPerLocale(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

/** Under this many seconds, a time is "now". */
const NOW_SECONDS = 45;

// Each unit is used, rounded, while it stays below its limit: 44 minutes, then 1 to 21 hours,
// 1 to 6 days, 1 to 4 weeks, 1 to 11 months, then years.
const STEPS: readonly [unit: Intl.RelativeTimeFormatUnit, seconds: number, limit: number][] = [
  ["minute", MINUTE, 45],
  ["hour", HOUR, 22],
  ["day", DAY, 7],
  ["week", WEEK, 5],
  ["month", MONTH, 12],
  ["year", YEAR, Infinity],
];

/** Standard 'time ago' wording (spec 9): "now", "5 minutes ago", "2 hours ago", "vor 3 Tagen". */
export function timeAgo(date: DateInput, now: DateInput = Date.now(), locale = userLocale()): string {
  // The browser's clock may run behind the server's: a post from "the future" was just made.
  const seconds = Math.max(0, (toDate(now).getTime() - toDate(date).getTime()) / 1000);
  if (seconds < NOW_SECONDS) return relativeTimeFormat(locale, { numeric: "auto" }).format(0, "second");
  let [unit, count]: [Intl.RelativeTimeFormatUnit, number] = ["year", 1];
  for (const [stepUnit, size, limit] of STEPS) {
    [unit, count] = [stepUnit, Math.max(1, Math.round(seconds / size))];
    if (count < limit) break;
  }
  return relativeTimeFormat(locale, { numeric: "always" }).format(-count, unit);
}

export interface DateOptions {
  /** "medium" (Jan 5, 2026) unless said otherwise. */
  dateStyle?: "medium" | "long";
  /**
   * The reader's own time zone unless given. A value stored as a day (midnight UTC) passes
   * "UTC", so it names the same day everywhere instead of the day before west of Greenwich.
   */
  timeZone?: "UTC";
}

/** A day: "Jan 5, 2026" (en-US), "05.01.2026" (de-DE). */
export function formatDate(date: DateInput, options: DateOptions = {}, locale = userLocale()): string {
  const { dateStyle = "medium", timeZone } = options;
  return dateTimeFormat(locale, { dateStyle, timeZone }).format(toDate(date));
}

/** A moment, in the reader's time zone: "Jan 5, 2026, 3:30 PM" (en-US), "05.01.2026, 15:30" (de-DE). */
export function formatDateTime(date: DateInput, locale = userLocale()): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(toDate(date));
}

/** A count: "10,000" (en-US), "10.000" (de-DE). */
export function formatNumber(value: number, locale = userLocale()): string {
  return numberFormat(locale, {}).format(value);
}
