import { describe, expect, it } from "vitest";
import { clampPercent, formatDuration, formatLessons, formatPrice } from "../formatAdmin";
import { auditActionLabel } from "../auditActionLabel";

describe("admin portal formats", () => {
  it("shows prices in US dollars and durations in weeks", () => {
    expect(formatPrice(149.99)).toBe("$149.99");
    expect(formatPrice(99)).toBe("$99.00");
    expect(formatDuration(16)).toBe("16 weeks");
    expect(formatDuration(1)).toBe("1 week");
  });

  it("shows progress as a whole percentage between 0 and 100, and lessons done of all", () => {
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(formatLessons(3, 155)).toBe("3/155 lessons");
  });

  it("names each audit action, and an unknown one by itself", () => {
    expect(auditActionLabel("STUDENT_DISABLE")).toBe("Disabled student");
    expect(auditActionLabel("STUDENT_ENROLL")).toBe("Enrolled student");
    expect(auditActionLabel("ADMIN_LOGIN")).toBe("Signed in");
    expect(auditActionLabel("SOMETHING_NEW" as never)).toBe("SOMETHING_NEW");
  });
});
