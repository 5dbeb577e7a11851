import { describe, expect, it } from "vitest";
import { databaseIdOf, nameParts, placeholderAvatar } from "../../../ui/avatar/placeholderAvatar";
import { logoTarget, MAX_NAV_LINKS, NOTIFICATION_BADGE_COUNT, topBarLinks } from "../topBarLinks";

describe("top bar links", () => {
  it("shows the first four sections", () => {
    expect(MAX_NAV_LINKS).toBe(4);
    expect(topBarLinks).toEqual([
      { to: "/community", label: "Discussions" },
      { to: "/assignments", label: "Assignments" },
      { to: "/resources", label: "Resources" },
      { to: "/members", label: "Members" },
    ]);
    expect(NOTIFICATION_BADGE_COUNT).toBe(3);
  });
  it("sends the logo to the student portal when signed in, home otherwise", () => {
    expect(logoTarget(true)).toBe("/student-portal");
    expect(logoTarget(false)).toBe("/");
  });
});

describe("placeholder avatar", () => {
  const id = (dbId: string) => btoa(`User:${dbId}`);
  it("reads the database id out of a Relay id", () => {
    expect(databaseIdOf(id("seed-user-alex-chen-01"))).toBe("seed-user-alex-chen-01");
    expect(databaseIdOf("not base64!")).toBe("not base64!");
  });
  it("derives its colour from the last 2 characters of the id only", () => {
    const a = placeholderAvatar(id("aaaa-01"), "Alex", "Chen");
    expect(a.initials).toBe("AC");
    expect(placeholderAvatar(id("bbbb-01"), "Alex", "Chen").hue).toBe(a.hue);
    expect(placeholderAvatar(id("aaaa-02"), "Alex", "Chen").hue).not.toBe(a.hue);
  });
  it("shows the initials of the first and last name, or ? when there is neither", () => {
    expect(placeholderAvatar(id("x-01"), " ada", "lovelace ").initials).toBe("AL");
    expect(placeholderAvatar(id("x-01"), "", "").initials).toBe("?");
    expect(placeholderAvatar(id("x-01"), "[deleted member]", "").initials).toBe("D");
  });
  it("takes a name given whole as its first two words", () => {
    expect(nameParts("Emily  Carter Smith")).toEqual({ firstName: "Emily", lastName: "Carter" });
    expect(nameParts("Plato")).toEqual({ firstName: "Plato", lastName: "" });
    expect(
      placeholderAvatar(id("x-01"), ...(Object.values(nameParts("Dr. Sarah Johnson")) as [string, string])).initials,
    ).toBe("DS");
  });
});
