import { describe, expect, it } from "vitest";
import { moduleCardState, summaryTiles, trackSlugFromPath } from "../trackCards";

describe("module cards", () => {
  it("follow spec 4", () => {
    expect(moduleCardState("AVAILABLE", 0, false)).toEqual({
      badge: "Available",
      action: "Start Module",
      locked: false,
    });
    expect(moduleCardState("AVAILABLE", 40, false)).toEqual({ badge: "Available", action: "Continue", locked: false });
    expect(moduleCardState("AVAILABLE", 100, true)).toEqual({ badge: "Completed", action: "Continue", locked: false });
    expect(moduleCardState("LOCKED", 0, false)).toEqual({ badge: "Locked", action: "Locked", locked: true });
  });

  it("maps catalogue routes to tracks", () => {
    expect(trackSlugFromPath("/it-infrastructure-modules")).toBe("infrastructure");
    expect(trackSlugFromPath("/it-security-modules/")).toBe("security");
    expect(trackSlugFromPath("/elsewhere")).toBe("");
  });

  it("gives each catalogue its summary tiles", () => {
    expect(
      summaryTiles({ moduleCount: 7, completedModules: 0, totalLessons: 155, totalHours: 36, labExercises: null }).map(
        (t) => `${t.label} ${t.value}`,
      ),
    ).toEqual(["Total Modules 7", "Completed 0", "Total Hours 36", "Total Lessons 155"]);
    expect(
      summaryTiles({ moduleCount: 9, completedModules: 0, totalLessons: 132, totalHours: 30, labExercises: 126 }).map(
        (t) => t.value,
      ),
    ).toEqual(["9", "132", "126", "30"]);
  });
});
