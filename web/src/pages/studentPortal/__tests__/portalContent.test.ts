import { describe, expect, it } from "vitest";
import { programAction, projectView } from "../portalContent";

describe("student portal rules", () => {
  it("labels program buttons as spec 4 says", () => {
    expect(programAction("NOT_STARTED")).toEqual({ label: "Start Course", locked: false });
    expect(programAction("IN_PROGRESS")).toEqual({ label: "Continue", locked: false });
    expect(programAction("COMPLETED")).toEqual({ label: "Continue", locked: false });
    expect(programAction("LOCKED")).toEqual({ label: "Locked", locked: true });
  });

  it("shows projects as pending, submitted or upcoming", () => {
    expect(projectView("PENDING")).toEqual({ badge: "Pending", action: "Submit", destructive: true });
    expect(projectView("SUBMITTED").action).toBe("View");
    expect(projectView("UPCOMING").action).toBe("Preview");
    expect(projectView("RETURNED")).toEqual({ badge: "Returned", action: "Submit", destructive: true });
    expect(projectView("GRADED")).toEqual({ badge: "Graded", action: "View", destructive: false });
  });
});
