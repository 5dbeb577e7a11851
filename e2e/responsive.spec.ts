import { expect, test, type Page } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";
import { expectNoSeriousAxe } from "./support/axe";

// The signed-in shell on a phone and a desktop: the top bar fits and every part of it can be
// reached by touch and keyboard, dialogs fit the screen and give focus back, members' long words
// wrap, and Escape closes a dialog before the toast it raised.

/** The bell: its badge between the hidden words, whatever the count is by now (earlier specs reply to the member). */
const BELL = /^Notifications(\s*(\d+|9\+)\s*new)?$/;
const PHONE = { width: 390, height: 844 };
const SMALLEST = { width: 320, height: 640 };
const DESKTOP = { width: 1366, height: 768 };

const pageWidth = (page: Page) =>
  page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));

async function expectNoSideways(page: Page) {
  const widths = await pageWidth(page);
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The control's centre is on screen and it is the element found there. */
async function expectReachable(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  const control = page.getByRole(role, typeof name === "string" ? { name, exact: true } : { name });
  await expect(control).toBeInViewport();
  const onTop = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, `${name} is under another element`).toBe(true);
}

test.describe("the signed-in top bar on a touch screen", () => {
  test.use({ hasTouch: true });
  for (const viewport of [SMALLEST, PHONE]) {
    test(`at ${viewport.width} px it fits; sections, home and theme are in the menu; the account menu works by touch`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInToCommunity(page);
      await expectNoSideways(page);
      for (const name of ["Open menu", BELL, "Account menu"]) await expectReachable(page, name);
      await expect(page.getByRole("searchbox", { name: "Search discussions" })).toBeInViewport();

      await page.getByRole("button", { name: "Open menu" }).tap();
      const menu = page.getByRole("navigation", { name: "Sections menu" });
      await expect(menu.getByRole("link")).toHaveText(["Discussions", "Assignments", "Resources", "Members"]);
      await expectReachable(page, "CyberLab Academy Home", "link");
      await page.getByRole("button", { name: "Theme" }).click();
      await page.getByRole("menuitemradio", { name: "Light" }).click();
      await expect(page.locator("html")).toHaveClass(/\blight\b/);
      await page.getByRole("button", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Account menu" }).tap();
      await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeInViewport();
      await expectNoSeriousAxe(page);
      await page.getByRole("menuitem", { name: "View Profile" }).tap();
      await expect(page).toHaveURL(/\/profile$/);
    });
  }
});

test.describe("the signed-in top bar on a desktop", () => {
  test("at 1366 px everything sits in one row, the theme control beside the avatar, nothing covered", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInToCommunity(page);
    await expectNoSideways(page);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    for (const name of [BELL, "Account menu", "Theme"]) await expectReachable(page, name);
    await expectReachable(page, "CyberLab Academy Home", "link");
    const bar = await page.getByRole("banner").boundingBox();
    expect(bar?.height).toBeLessThan(80);

    // The account menu open: the page behind stays in the accessibility tree, focus in the menu.
    await page.getByRole("button", { name: "Account menu" }).press("Enter");
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeFocused();
    await expectNoSeriousAxe(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Account menu" })).toBeFocused();
  });
});

test.describe("the New Discussion dialog", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px it fits the screen, scrolls inside, and gives focus back`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInToCommunity(page);
      const opener = page
        .getByRole("region", { name: "Quick Actions" })
        .getByRole("button", { name: "New Discussion" });
      await opener.click();
      const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
      await expect(dialog.getByLabel("Title")).toBeFocused();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      const create = dialog.getByRole("button", { name: "Create Discussion" });
      await create.scrollIntoViewIfNeeded();
      await expect(create).toBeInViewport();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test("title and content show their limits, and the title stops at 200 characters", async ({ page }) => {
    await signInToCommunity(page);
    await page.getByRole("button", { name: "Start New Discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
    await expect(dialog.getByText("0 / 200 characters")).toBeVisible();
    await expect(dialog.getByText("0 / 10,000 characters")).toBeVisible();
    await dialog.getByLabel("Title").fill("t".repeat(250));
    await expect(dialog.getByLabel("Title")).toHaveValue("t".repeat(200));
    await expect(dialog.getByText("200 / 200 characters")).toBeVisible();
    await expect(dialog.getByLabel("Title")).toHaveAccessibleDescription("200 / 200 characters");
  });

  test("Escape closes the dialog before the error toast it raised; the toast stays readable", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInToCommunity(page);
    const opener = page.getByRole("button", { name: "Start New Discussion" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
    await dialog.getByRole("button", { name: "Create Discussion" }).click();
    const toast = page.locator('[aria-label^="Notifications"]').getByText("Validation Error", { exact: true });
    await expect(toast).toBeVisible();
    await expectNoSeriousAxe(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toast).toBeVisible();
    await expect(opener).toBeFocused();
  });
});

test("a title of one unbroken 140-character word wraps: the board keeps its width and its sidebar", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInToCommunity(page);
  const title = `https://labs.example.com/${"a".repeat(120)}${Date.now()}`.slice(0, 150);
  await page.getByRole("button", { name: "Start New Discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill(`A word that never ends: ${"b".repeat(300)}`);
  await dialog.getByLabel("Category").selectOption({ label: "General Discussion" });
  await dialog.getByRole("button", { name: "Create Discussion" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("heading", { name: title });
  await expect(card).toBeVisible();

  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoSideways(page);
    const sidebar = await page.getByRole("region", { name: "Quick Actions" }).boundingBox();
    expect(sidebar!.width).toBeGreaterThan(viewport === DESKTOP ? 200 : 300);
  }

  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoSideways(page);
});
