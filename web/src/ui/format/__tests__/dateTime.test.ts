import { afterEach, describe, expect, it, vi } from "vitest";
import { FALLBACK_LOCALE, formatDate, formatDateTime, formatNumber, timeAgo, userLocale } from "../dateTime";

const NOW = new Date("2026-03-01T12:00:00Z");
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number, locale = "en-US") => timeAgo(new Date(NOW.getTime() - ms), NOW, locale);

afterEach(() => vi.unstubAllGlobals());

describe("timeAgo", () => {
  it.each([
    [0, "now"],
    [44 * SECOND, "now"],
    [45 * SECOND, "1 minute ago"],
    [MINUTE, "1 minute ago"],
    [5 * MINUTE, "5 minutes ago"],
    [44 * MINUTE, "44 minutes ago"],
    [50 * MINUTE, "1 hour ago"],
    [2 * HOUR, "2 hours ago"],
    [21 * HOUR, "21 hours ago"],
    [23 * HOUR, "1 day ago"],
    [3 * DAY, "3 days ago"],
    [7 * DAY, "1 week ago"],
    [14 * DAY, "2 weeks ago"],
    [28 * DAY, "4 weeks ago"],
    [35 * DAY, "1 month ago"],
    [90 * DAY, "3 months ago"],
    [400 * DAY, "1 year ago"],
    [3 * 365 * DAY, "3 years ago"],
  ])("%d ms before now is '%s' in en-US", (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it("words the same distances in the reader's language", () => {
    expect(ago(2 * HOUR, "de-DE")).toBe("vor 2 Stunden");
    expect(ago(3 * DAY, "de-DE")).toBe("vor 3 Tagen");
    expect(ago(0, "de-DE")).toBe("jetzt");
    expect(ago(5 * MINUTE, "fr-FR")).toBe("il y a 5 minutes");
  });

  it("takes ISO strings and epoch milliseconds as the API and tests send them", () => {
    expect(timeAgo("2026-03-01T10:00:00Z", NOW.getTime(), "en-US")).toBe("2 hours ago");
    expect(timeAgo(NOW.getTime() - 3 * DAY, "2026-03-01T12:00:00Z", "en-US")).toBe("3 days ago");
  });

  it("calls a time slightly in the future (clock skew) now, not 'in 5 minutes'", () => {
    expect(ago(-5 * MINUTE)).toBe("now");
  });

  it("falls back to US English for a malformed locale instead of failing the page", () => {
    expect(ago(2 * HOUR, "not a locale!")).toBe("2 hours ago");
  });
});

describe("dates and numbers", () => {
  it("shows a day in the reader's format", () => {
    // Noon of January 5 in the reader's own time zone, whatever that is.
    const day = new Date(2026, 0, 5, 12);
    expect(formatDate(day, {}, "en-US")).toBe("Jan 5, 2026");
    expect(formatDate(day, { dateStyle: "long" }, "en-US")).toBe("January 5, 2026");
    expect(formatDate(day, {}, "de-DE")).toBe("05.01.2026");
    expect(formatDate(day, { dateStyle: "long" }, "de-DE")).toBe("5. Januar 2026");
  });

  it("keeps a day stored in UTC the same day at every time of day when asked to", () => {
    expect(formatDate("2026-01-05T00:10:00.000Z", { timeZone: "UTC" }, "en-US")).toBe("Jan 5, 2026");
    expect(formatDate("2026-01-05T23:50:00.000Z", { timeZone: "UTC" }, "en-US")).toBe("Jan 5, 2026");
  });

  it("shows a moment with its time in the reader's format", () => {
    // The reader's time zone decides the figures; compare with Intl itself rather than a fixed zone.
    const moment = new Date("2026-01-05T15:30:00Z");
    const expected = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(moment);
    expect(formatDateTime(moment, "en-US")).toBe(expected("en-US"));
    expect(formatDateTime(moment, "de-DE")).toBe(expected("de-DE"));
    expect(formatDateTime(moment, "en-US")).toMatch(/^Jan \d, 2026, \d{1,2}:\d{2}\s(AM|PM)$/);
    expect(formatDateTime(moment, "de-DE")).toMatch(/^0\d\.01\.2026, \d{2}:\d{2}$/);
  });

  it("groups the digits of a count as the reader does", () => {
    expect(formatNumber(10_000, "en-US")).toBe("10,000");
    expect(formatNumber(10_000, "de-DE")).toBe("10.000");
    expect(formatNumber(19, "de-DE")).toBe("19");
  });
});

describe("userLocale", () => {
  it("is the browser's language", () => {
    vi.stubGlobal("navigator", { language: "de-DE" });
    expect(userLocale()).toBe("de-DE");
    expect(ago(2 * HOUR, userLocale())).toBe("vor 2 Stunden");
    expect(timeAgo(new Date(NOW.getTime() - 2 * HOUR), NOW)).toBe("vor 2 Stunden");
  });

  it("is US English where there is no browser, or it names no language", () => {
    vi.stubGlobal("navigator", undefined);
    expect(userLocale()).toBe(FALLBACK_LOCALE);
    expect(FALLBACK_LOCALE).toBe("en-US");
    vi.stubGlobal("navigator", { language: "" });
    expect(userLocale()).toBe("en-US");
  });
});
