import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { demoModerator, signInToCommunity } from "./support/communitySignIn";
import { expectNoSeriousAxe } from "./support/axe";

// Every screen at a phone, a tablet and a desktop width, in both themes: nothing wider than the
// screen, no control under another one, no serious or critical axe finding. Each view's
// screenshot is kept with the test's results (test-results/, and the HTML report).

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 768, height: 1024 },
  { name: "desktop", width: 1366, height: 768 },
] as const;
const THEMES = ["light", "dark"] as const;

type Visitor = "visitor" | "member" | "moderator" | "student" | "admin";

const STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };

/** A fresh browser context signed in as `who`; the page is left on a signed-in screen. */
async function signedIn(browser: Browser, who: Visitor): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (who === "member") await signInToCommunity(page);
  if (who === "moderator") await signInToCommunity(page, demoModerator);
  if (who === "student") {
    await page.goto("/student-login");
    await page.getByLabel("Email").fill(STUDENT.email);
    await page.getByLabel("Password", { exact: true }).fill(STUDENT.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/student-portal$/);
  }
  if (who === "admin") {
    await page.goto("/admin-portal");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  }
  return page;
}

/** Controls whose centre is on screen but under another element (a bar, a floating button). */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    // A centre scrolled out of an inner scroller (a tab strip, a dialog) is not on screen.
    const insideScrollers = (el: Element, x: number, y: number) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        const { overflowX, overflowY } = getComputedStyle(parent);
        if (overflowX === "visible" && overflowY === "visible") continue;
        const box = parent.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
      }
      return true;
    };
    const covered: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, select, textarea, [role='tab']")) {
      // A link that wraps has several boxes: its first line's centre is on its own text.
      const box = el.getClientRects()[0];
      if (!box || box.width < 4 || box.height < 4 || getComputedStyle(el).visibility === "hidden") continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight || !insideScrollers(el, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit)) continue;
      const label = hit.closest("label");
      if (label && label.control === el) continue;
      covered.push(`${describe(el)} under ${describe(hit)}`);
    }
    return covered;
  });
}

async function checkView(page: Page, testInfo: TestInfo, path: string, ready: (page: Page) => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const label = `${path} ${viewport.name} ${theme}`;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
      await page.goto(path);
      await ready(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));

      const screenshot = await page.screenshot({ path: testInfo.outputPath(`${label.replace(/\W+/g, "-")}.png`) });
      await testInfo.attach(label, { body: screenshot, contentType: "image/png" });

      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
      }));
      expect(widths.page, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(widths.screen);
      expect(await coveredControls(page), `${label}: controls under other elements`).toEqual([]);
      await expectNoSeriousAxe(page, { label: `${label}: axe`, exclude: "iframe" });
    }
  }
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1, name }).first()).toBeVisible();
};

const anyHeading = (name: string) => async (page: Page) => {
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
};

const views: Array<{
  who: Visitor;
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
}> = [
  { who: "visitor", path: "/", ready: heading(/./) },
  { who: "visitor", path: "/courses", ready: heading(/./) },
  { who: "visitor", path: "/community", ready: heading("Welcome to CyberLab Community") },
  { who: "visitor", path: "/course-signup", ready: heading(/./) },
  { who: "visitor", path: "/student-login", ready: heading("Student Login") },
  { who: "visitor", path: "/admin-portal", ready: anyHeading("Admin Login") },
  { who: "visitor", path: "/it-infrastructure-modules", ready: heading(/./) },
  { who: "visitor", path: "/it-security-modules", ready: heading(/./) },
  { who: "visitor", path: "/it-fundamentals", ready: heading(/./) },
  ...[
    "/network-infrastructure",
    "/server-administration",
    "/active-directory",
    "/cloud-infrastructure",
    "/virtualization-technologies",
    "/storage-solutions",
    "/security-fundamentals",
    "/network-security",
    "/endpoint-security",
    "/identity-access-management",
    "/vulnerability-assessment",
    "/incident-response",
    "/wireless-security",
    "/database-security",
    "/cryptography",
  ].map((path) => ({ who: "visitor" as const, path, ready: heading(/./) })),
  { who: "visitor", path: "/resources", ready: heading("Resources") },
  { who: "visitor", path: "/no-such-page", ready: heading("404 Page Not Found") },
  { who: "visitor", path: "/certificates/AAAAAAAAAAAAAAAAAAAAAA", ready: heading("Certificate not found") },
  { who: "member", path: "/community", ready: heading(/./) },
  {
    who: "member",
    path: async (page) => {
      const href = await page.locator("a[href^='/community/discussions/']").first().getAttribute("href");
      return href ?? "/community";
    },
    ready: heading(/./),
  },
  { who: "member", path: "/profile", ready: heading(/./) },
  { who: "member", path: "/members", ready: heading("Members") },
  {
    who: "member",
    path: async (page) => {
      const href = await page.locator("a[href^='/members/']").first().getAttribute("href");
      return href ?? "/members";
    },
    ready: heading(/./),
  },
  { who: "member", path: "/notifications", ready: heading("Notifications") },
  { who: "member", path: "/settings", ready: heading("Settings") },
  { who: "member", path: "/community/moderation", ready: heading("Moderation queue") },
  { who: "moderator", path: "/community/moderation", ready: heading("Moderation queue") },
  {
    who: "moderator",
    path: async (page) => {
      const href = await page.locator("a[href^='/community/discussions/']").first().getAttribute("href");
      return href ?? "/community";
    },
    ready: heading(/./),
  },
  { who: "member", path: "/courses", ready: heading(/./) },
  { who: "student", path: "/student-portal", ready: heading(/^Welcome back, /) },
  { who: "student", path: "/it-fundamentals", ready: heading(/./) },
  // A locked module's page: what to finish first instead of the lessons.
  { who: "student", path: "/network-infrastructure", ready: heading(/./) },
  { who: "student", path: "/assignments", ready: heading("Assignments") },
  { who: "student", path: "/resources?kind=LAB_GUIDE", ready: heading("Resources") },
  { who: "student", path: "/assignments/project-server-hardening", ready: heading("Server Hardening Report") },
  { who: "admin", path: "/admin-portal", ready: anyHeading("Admin Dashboard") },
];

test.describe("every screen fits phone, tablet and desktop in both themes", () => {
  for (const [index, view] of views.entries()) {
    const name = typeof view.path === "string" ? view.path : `a discussion (${index})`;
    test(`${view.who}: ${name}`, async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const page = await signedIn(browser, view.who);
      const path = typeof view.path === "string" ? view.path : await view.path(page);
      expect(path, `view ${index}`).toMatch(/^\//);
      await checkView(page, testInfo, path, view.ready);
      await page.context().close();
    });
  }
});
