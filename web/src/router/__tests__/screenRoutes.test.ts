import { describe, expect, it } from "vitest";
import { routeMeta } from "../routeMeta";
import { screens } from "../screenRoutes";

// The spec's route table (section 2), each path a screen of its own, and the screens beyond it.
const specRoutes = [
  "/",
  "/community",
  // Beyond the spec: the moderators' queue and a discussion's own page.
  "/community/moderation",
  // Beyond the spec: the member's notifications.
  "/notifications",
  "/community/discussions/:id",
  // Beyond the spec: the members directory and a member's profile.
  "/members",
  "/members/:id",
  "/courses",
  "/profile",
  // Beyond the spec: the member's settings.
  "/settings",
  "/course-signup",
  "/student-login",
  "/student-portal",
  "/admin-portal",
  "/it-fundamentals",
  "/it-infrastructure-modules",
  "/network-infrastructure",
  "/server-administration",
  "/active-directory",
  "/cloud-infrastructure",
  "/virtualization-technologies",
  "/storage-solutions",
  "/it-security-modules",
  // Beyond the spec's table: the security modules' pages its catalogue links to, and Cryptography.
  "/security-fundamentals",
  "/network-security",
  "/endpoint-security",
  "/identity-access-management",
  "/vulnerability-assessment",
  "/incident-response",
  "/wireless-security",
  "/database-security",
  "/cryptography",
  // Beyond the spec: public verification of a track certificate.
  "/certificates/:code",
  // Beyond the spec: the assignments hub (issue 21).
  "/assignments",
  "/assignments/:id",
  "/resources",
  "/*",
];

describe("screen routes", () => {
  it("registers every route of the spec, the moderation queue and the discussion page, plus the catch-all", () => {
    const paths = screens.map((route) => (route.index ? "/" : `/${route.path ?? ""}`));
    expect(paths).toEqual(specRoutes);
  });

  it("loads every screen lazily, so each gets its own chunk", () => {
    for (const route of screens) {
      expect(typeof route.lazy).toBe("function");
      expect(route.Component ?? route.element ?? route.loader).toBeUndefined();
    }
  });

  it("names every screen for the browser: a title of its own (the home page: the app's) and a description", () => {
    const metas = screens.map((route) => routeMeta([{ handle: route.handle }]));
    expect(metas[0]?.title).toBeUndefined();
    const titles = metas.slice(1).map((meta) => meta.title);
    for (const title of titles) expect(title).toMatch(/\S/);
    expect(new Set(titles).size).toBe(titles.length);
    for (const meta of metas) expect(meta.description.length).toBeGreaterThanOrEqual(30);
    expect(screens.every((route) => route.handle !== undefined)).toBe(true);
  });
});
