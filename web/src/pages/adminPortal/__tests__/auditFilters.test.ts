import { describe, expect, it } from "vitest";
import { auditFilterFromParams, auditFilterVariables, NO_AUDIT_FILTER, withAuditFilter } from "../AuditLogFilters";

describe("the audit log's filters in the URL", () => {
  it("round-trips every filter, leaving the other parameters as they are", () => {
    const draft = { actor: "Avery", action: "STUDENT_ENROLL", since: "2026-11-01", until: "2026-11-30" };
    const params = withAuditFilter(new URLSearchParams("tab=audit"), draft);
    expect(params.toString()).toBe("tab=audit&actor=Avery&action=STUDENT_ENROLL&since=2026-11-01&until=2026-11-30");
    expect(auditFilterFromParams(params)).toEqual(draft);
  });

  it("leaves empty filters out, and trims the actor", () => {
    const params = withAuditFilter(new URLSearchParams("tab=audit&action=STUDENT_ENROLL"), {
      ...NO_AUDIT_FILTER,
      actor: "  admin@cyberlab.academy ",
    });
    expect(params.toString()).toBe("tab=audit&actor=admin%40cyberlab.academy");
  });

  it("reads an edited address's unknown action, malformed dates and overlong actor as no filter", () => {
    const params = new URLSearchParams({
      action: "DROP_TABLE",
      since: "yesterday",
      until: "2026-13",
      actor: "x".repeat(500),
    });
    expect(auditFilterFromParams(params)).toEqual({ actor: "x".repeat(200), action: "", since: "", until: "" });
  });

  it("asks for whole days, and for no bound where a day is outside the years the API counts (1 to 9999)", () => {
    const asked = auditFilterVariables({ ...NO_AUDIT_FILTER, since: "2026-11-01", until: "2026-11-30" });
    expect(new Date(asked.since!).toISOString()).toBe(new Date(2026, 10, 1).toISOString());
    expect(new Date(asked.until!).getTime()).toBe(new Date(2026, 11, 1).getTime() - 1);
    // A date field lets anyone type year 0000 or 9999; the last moment of 9999-12-31 is already
    // in year 10000 west of UTC. Either bound then holds for every entry: no bound, not a refusal.
    const zone = process.env.TZ;
    try {
      for (const tz of ["America/New_York", "UTC", "Asia/Tokyo"]) {
        process.env.TZ = tz;
        const edges = auditFilterVariables({ ...NO_AUDIT_FILTER, since: "0000-01-01", until: "9999-12-31" });
        expect(edges.since, tz).toBeNull();
        expect(edges.until === null || edges.until.startsWith("9999-12-31T"), `${tz}: ${edges.until}`).toBe(true);
      }
      process.env.TZ = "America/New_York";
      expect(auditFilterVariables({ ...NO_AUDIT_FILTER, until: "9999-12-31" }).until).toBeNull();
    } finally {
      // Assigning undefined would set the text "undefined".
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
