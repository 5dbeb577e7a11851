import { expect, test, type Page } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

// Each screen names itself in the tab, history and link previews (issue 17): title, meta
// description and Open Graph tags follow the route, and the app has a real icon.
const VLAN = "VLAN trunking lab: devices on VLAN 20 cannot reach the gateway";
const DEFAULT_DESCRIPTION =
  "CyberLab Academy: hands-on cybersecurity and IT infrastructure training with a student community.";

const meta = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`);

/** The title and description in every place a browser, a crawler or a link preview reads them. */
async function expectNamed(page: Page, title: string, description: string | RegExp) {
  await expect(page).toHaveTitle(title === "CyberLab Academy" ? title : `${title} | CyberLab Academy`);
  // One of each: the route's values replace index.html's, never sit beside them.
  for (const [attribute, key] of [
    ["name", "description"],
    ["property", "og:description"],
  ] as const) {
    await expect(meta(page, attribute, key)).toHaveCount(1);
    await expect(meta(page, attribute, key)).toHaveAttribute("content", description);
  }
  await expect(meta(page, "property", "og:title")).toHaveAttribute("content", title);
  await expect(meta(page, "property", "og:site_name")).toHaveAttribute("content", "CyberLab Academy");
  await expect(meta(page, "property", "og:type")).toHaveAttribute("content", "website");
  expect(await page.locator("head title").count()).toBe(1);
}

test("the public pages each have their own title, description and Open Graph tags", async ({ page }) => {
  const pages: [path: string, title: string, description: string | RegExp][] = [
    ["/", "CyberLab Academy", DEFAULT_DESCRIPTION],
    ["/courses", "Course Catalogue", /^CyberLab Academy's courses in cybersecurity and IT infrastructure/],
    ["/course-signup", "Course Sign-Up", /^Sign up for a CyberLab Academy course/],
    ["/student-login", "Student Login", "Sign in to the CyberLab Academy student portal."],
    ["/community", "Community", /CyberLab Academy student community\.$/],
    ["/it-fundamentals", "IT Fundamentals", /^Module 1 of the IT Infrastructure Engineering track/],
    ["/no-such-page", "404 Page Not Found", "This page does not exist at CyberLab Academy."],
  ];
  for (const [path, title, description] of pages) {
    await page.goto(path);
    await expectNamed(page, title, description);
  }
});

test("moving between screens in the app renames the page", async ({ page }) => {
  await page.goto("/");
  await expectNamed(page, "CyberLab Academy", DEFAULT_DESCRIPTION);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expectNamed(page, "Course Catalogue", /^CyberLab Academy's courses/);
  await page.goBack();
  await expectNamed(page, "CyberLab Academy", DEFAULT_DESCRIPTION);
});

test("a discussion's page is named after the discussion, and the board after itself again", async ({ page }) => {
  await signInToCommunity(page);
  await expectNamed(page, "Community", /CyberLab Academy student community\.$/);
  // Found by search: specs before this one post discussions that push it off the first page.
  await page.getByPlaceholder("Search discussions...").fill("VLAN trunking");
  await page.getByRole("article", { name: VLAN }).getByRole("link", { name: VLAN, exact: true }).click();
  await expectNamed(page, VLAN, "A discussion of the CyberLab Academy community and its replies.");
  await page.getByRole("link", { name: "Back to discussions" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expectNamed(page, "Community", /CyberLab Academy student community\.$/);
});

test("the app's icon is an SVG the gateway serves", async ({ page, request }) => {
  await page.goto("/");
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveAttribute("type", "image/svg+xml");
  const href = await icon.getAttribute("href");
  expect(href).toBe("/favicon.svg");

  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toContain("<path");

  // The browser can draw it: an image of the icon loads with a size.
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, href!);
  expect(size.width).toBeGreaterThan(0);
  expect(size.height).toBeGreaterThan(0);
});
