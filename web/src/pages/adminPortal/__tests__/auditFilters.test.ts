import { describe, expect, it } from "vitest";
import { auditFilterFromParams, NO_AUDIT_FILTER, withAuditFilter } from "../AuditLogFilters";

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
});
