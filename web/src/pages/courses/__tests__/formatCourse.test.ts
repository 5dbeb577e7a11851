import { describe, expect, it } from "vitest";
import { formatDurationWeeks, formatMonthlyPrice, formatRating, formatStudentsCount } from "../formatCourse";

describe("course card formatting", () => {
  it("shows prices per month in dollars", () => {
    expect(formatMonthlyPrice(99.99)).toBe("$99.99/month");
    expect(formatMonthlyPrice(149.99)).toBe("$149.99/month");
    expect(formatMonthlyPrice(1200)).toBe("$1,200.00/month");
  });

  it("shows the duration in weeks", () => {
    expect(formatDurationWeeks(16)).toBe("16 weeks");
    expect(formatDurationWeeks(1)).toBe("1 week");
  });

  it("shows student counts with separators and ratings with one decimal", () => {
    expect(formatStudentsCount(1250)).toBe("1,250 students");
    expect(formatStudentsCount(1)).toBe("1 student");
    expect(formatRating(4.8)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
  });
});
