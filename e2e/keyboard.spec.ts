import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

// Every dialog, menu and tab set with the keyboard alone: open, move, Escape, and focus back
// where it was.

/** Opens a dialog from its button with Enter; Tab stays inside; Escape closes; focus returns. */
async function dialogRoundTrip(page: Page, trigger: Locator, name: string | RegExp) {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  // Focus moved in, and stays in however often Tab is pressed.
  for (let i = 0; i < 8; i += 1) {
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Shift+Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** Arrow keys select the next tab and move focus to it; Home and End go to the ends. */
async function tabsRoundTrip(page: Page, list: Locator) {
  const tabs = list.getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  await tabs.first().click();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: (await tabs.nth(1).textContent()) ?? "" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Home");
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toBeFocused();
  // Tab leaves the list for the selected panel's content, not the next tab.
  await page.keyboard.press("Tab");
  expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(false);
}

test("landing: the Tech Startups dialog", async ({ page }) => {
  await page.goto("/");
  await dialogRoundTrip(page, page.getByRole("button", { name: "Tech Startups" }), "CyberLab for Tech Startups");
});

test("catalogue: a course's Preview dialog", async ({ page }) => {
  await page.goto("/courses");
  const preview = page.getByRole("button", { name: /^Preview / }).first();
  await dialogRoundTrip(page, preview, (await preview.getAttribute("aria-label"))!.replace(/^Preview /, ""));
});

test("the theme menu: arrows move, Enter chooses, Escape closes, focus returns", async ({ page }) => {
  await page.goto("/courses");
  const trigger = page.getByRole("button", { name: "Theme" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const items = page.getByRole("menuitemradio");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await expect(trigger).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(items.first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(trigger).toBeFocused();
});

test("sign-up page: the Sign Up / Sign In tabs", async ({ page }) => {
  await page.goto("/course-signup");
  await tabsRoundTrip(page, page.getByRole("tablist", { name: "Create an account or sign in" }));
});

test("lesson page: its four tabs", async ({ page }) => {
  await page.goto("/it-fundamentals");
  await tabsRoundTrip(page, page.getByRole("tablist").first());
});

test.describe("signed in to the community", () => {
  test.beforeEach(async ({ page }) => signInToCommunity(page));

  test("the New Discussion dialog from the sidebar", async ({ page }) => {
    const opener = page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "New Discussion" });
    await dialogRoundTrip(page, opener, "Start New Discussion");
  });

  test("the account menu", async ({ page }) => {
    const trigger = page.getByRole("button", { name: "Account menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "View Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the phone menu: Enter opens it, Tab reaches its links, Escape closes it and returns focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole("button", { name: /^(Open|Close) menu$/ });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Sections menu" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Sections menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("a discussion's reply editor: the Write / Preview tabs", async ({ page }) => {
    await page.locator("a[href^='/community/discussions/']:not([href*='#'])").first().click();
    await tabsRoundTrip(page, page.getByRole("tablist", { name: "Reply editor" }));
  });
});

test("admin portal: its sections and the Set Password dialog", async ({ page }) => {
  await page.goto("/admin-portal");
  await page.getByLabel("Email").fill("admin@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Admin!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await tabsRoundTrip(page, page.getByRole("tablist", { name: "Admin sections" }));
  await page.getByRole("tab", { name: "Students" }).click();
  const setPassword = page.getByRole("button", { name: "Set Password" }).first();
  await dialogRoundTrip(page, setPassword, /^Set password for /);
});

test("student portal: its tabs", async ({ page }) => {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
  await tabsRoundTrip(page, page.getByRole("tablist").first());
});
