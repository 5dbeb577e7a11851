import { describe, expect, it } from "vitest";
import { loginPathFor, safeReturnTo } from "../returnTo";

describe("safeReturnTo", () => {
  it("keeps the community's own pages, with their query", () => {
    expect(safeReturnTo("/community")).toBe("/community");
    expect(safeReturnTo("/community/discussions/RGlzY3Vzc2lvbjox")).toBe("/community/discussions/RGlzY3Vzc2lvbjox");
    expect(safeReturnTo("/community/discussions/RGlz%3D%3D")).toBe("/community/discussions/RGlz%3D%3D");
    expect(safeReturnTo("/community/moderation?page=2")).toBe("/community/moderation?page=2");
    expect(safeReturnTo("/profile")).toBe("/profile");
    expect(safeReturnTo("/settings")).toBe("/settings");
    expect(safeReturnTo("/members?q=wire&online=1")).toBe("/members?q=wire&online=1");
    expect(safeReturnTo("/members/VXNlcjp4")).toBe("/members/VXNlcjp4");
  });

  it("refuses anything that could leave the site or is not a community page", () => {
    for (const hostile of [
      "//evil.com",
      "/\\evil.com",
      "\\\\evil.com",
      "https://evil.com",
      "javascript:alert(1)",
      "//evil.com/community",
      "/community//evil.com",
      "/%2F%2Fevil.com",
      "/communityevil",
      "/admin-portal",
      "/",
      "",
      "community",
      "/community\r\nSet-Cookie: a=b",
      "/community\u0000",
      "/community\t",
      "/community#top",
      `/community/${"a".repeat(600)}`,
    ]) {
      expect(safeReturnTo(hostile), JSON.stringify(hostile)).toBeUndefined();
    }
    expect(safeReturnTo(undefined)).toBeUndefined();
    expect(safeReturnTo(["/community"])).toBeUndefined();
  });
});

describe("loginPathFor", () => {
  it("asks to come back to a discussion, and keeps the spec's plain /api/login for the board", () => {
    expect(loginPathFor("/community/discussions/RGlz%3D")).toBe(
      "/api/login?returnTo=%2Fcommunity%2Fdiscussions%2FRGlz%253D",
    );
    expect(loginPathFor("/community")).toBe("/api/login");
    expect(loginPathFor("/student-portal")).toBe("/api/login");
  });
});
