import { expect, type Page, test } from "@playwright/test";
import { path, startDiscussion } from "./support/communityApi";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";
import { expectNoSeriousAxe } from "./support/axe";

// The members directory and profiles, and @mentions in the reply box. Runs after the specs that
// read the seeded board: it starts a discussion of its own.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const THEMES = ["light", "dark"] as const;

const directory = (page: Page) => page.getByRole("list", { name: "Members" });
const memberNames = (page: Page) => directory(page).getByRole("listitem").getByRole("link");
const search = (page: Page) => page.getByLabel("Search members");

async function expectAccessible(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(widths.screen);
  await expectNoSeriousAxe(page, { label: `${label}: axe` });
}

test.describe("members", () => {
  test.beforeEach(async ({ page }) => signInToCommunity(page));

  test("the directory and a profile fit a phone and a desktop in both themes, with no serious axe finding", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const viewport of VIEWPORTS) {
      for (const theme of THEMES) {
        const label = `${viewport.width}px ${theme}`;
        await page.setViewportSize(viewport);
        await page.addInitScript((value) => window.localStorage.setItem("theme", value), theme);
        await page.goto("/members");
        await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
        await expect(memberNames(page).first()).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectAccessible(page, `/members ${label}`);
        await memberNames(page).filter({ hasText: "Alex Chen" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Alex Chen" })).toBeVisible();
        await expectAccessible(page, `profile ${label}`);
      }
    }
  });

  test("by keyboard: search finds a member by a skill, 'Online now' narrows to who is online, sort by newest", async ({
    page,
  }) => {
    // The Online Now card's names open profiles.
    const online = page.getByRole("list", { name: "Online users" });
    await expect(online.getByRole("link", { name: "Casey Morgan" })).toHaveAttribute("href", /^\/members\/.+/);

    await page.goto("/members");
    await expect(memberNames(page).first()).toBeVisible();
    await search(page).focus();
    await page.keyboard.type("wireshark");
    await expect(page).toHaveURL(/[?&]q=wireshark/);
    await expect(memberNames(page)).toHaveText(["Alex Chen"]);
    await expect(page.getByRole("status").filter({ hasText: /members?$/ })).toHaveText("1 member");
    await expect(directory(page)).toContainText("Network Security");
    await expect(directory(page)).toContainText(/\d+ discussions?/);

    // Nobody matches: the empty state says what to do.
    await search(page).fill("no such skill anywhere");
    await expect(page.getByText(/^No members match/)).toBeVisible();

    await search(page).fill("");
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.keyboard.press("Tab");
    const onlineOnly = page.getByRole("checkbox", { name: "Online now" });
    await expect(onlineOnly).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/[?&]online=1/);
    // The signed-in member is online; the seeded authors never sign in.
    await expect(memberNames(page).filter({ hasText: "Casey Morgan" })).toHaveCount(1);
    await expect(memberNames(page).filter({ hasText: "Alex Chen" })).toHaveCount(0);
    await expect(directory(page).getByText("Online now")).not.toHaveCount(0);
    await page.keyboard.press("Space");
    await expect(memberNames(page).filter({ hasText: "Alex Chen" })).toHaveCount(1);

    await page.keyboard.press("Tab");
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toBeFocused();
    await sort.selectOption("Newest");
    await expect(page).toHaveURL(/[?&]sort=NEWEST/);
    // The seeded authors joined first: the newest members are the demo accounts created since.
    await expect(memberNames(page).first()).toHaveText(/^(Casey Morgan|Riley Quinn|Taylor Brooks|Jamie Park)$/);
  });

  test("two changes made while the list loads both apply: neither control snaps back", async ({ page }) => {
    await page.goto("/members");
    await expect(memberNames(page).first()).toBeVisible();
    // A slow network: each next list takes a while, and the second change comes before the first lands.
    await page.route("**/graphql", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const onlineOnly = page.getByRole("checkbox", { name: "Online now" });
    await onlineOnly.check();
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.selectOption("Newest");
    // The controls show both at once, while the list still loads.
    await expect(onlineOnly).toBeChecked();
    await expect(sort).toHaveValue("NEWEST");
    await expect(page).toHaveURL(/[?&]online=1/);
    await expect(page).toHaveURL(/[?&]sort=NEWEST/);
    await expect(onlineOnly).toBeChecked();
    await expect(memberNames(page).filter({ hasText: "Alex Chen" })).toHaveCount(0);
  });

  test("a profile shows the member's specialization, bio, skills and posts, never an e-mail", async ({ page }) => {
    await page.goto("/members?q=Alex");
    await memberNames(page).filter({ hasText: "Alex Chen" }).click();
    await expect(page).toHaveURL(/\/members\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alex Chen" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Network Security");
    await expect(main).toContainText("Network defender: I build home-lab firewalls");
    await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([
      "Firewalls",
      "Wireshark",
      "pfSense",
    ]);
    await expect(main).toContainText(/Member since \w+ \d+, \d{4}/);
    const discussions = page.getByRole("region", { name: "Recent discussions" }).getByRole("link");
    await expect(discussions.first()).toHaveAttribute("href", /^\/community\/discussions\//);
    await expect(page.getByRole("region", { name: "Recent replies" })).toBeVisible();
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("@cyberlab.academy");
    expect(text).not.toContain("alex.chen@community.cyberlab.academy");
    expect(text).not.toContain(demoCommunity.email);

    await page.goto("/members/bm90LWEtbWVtYmVy");
    await expect(page.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
    await page.goto(`/members/${encodeURIComponent(Buffer.from("User:no-such-member").toString("base64"))}`);
    await expect(page.getByRole("heading", { level: 1, name: "Member not found" })).toBeVisible();
  });

  test("@ in the reply box suggests members; picked by keyboard, the mention links to the profile", async ({
    page,
  }) => {
    const id = await startDiscussion(page, "Who knows TLS well?");
    await page.goto(path(id));
    const box = page.getByLabel("Reply", { exact: true });
    await box.focus();
    await page.keyboard.type("Thanks @pa");
    const suggestions = page.getByRole("listbox", { name: "Members to mention" });
    await expect(suggestions.getByRole("option", { name: "Priya Patel" })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // Escape closes the list and keeps the text; typing on opens it again.
    await page.keyboard.press("Escape");
    await expect(suggestions).toBeHidden();
    await page.keyboard.type("t");
    await expect(suggestions.getByRole("option", { name: "Priya Patel" })).toBeVisible();
    await expect(suggestions.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    const active = await box.getAttribute("aria-activedescendant");
    await expect(page.locator(`[id="${active}"]`)).toHaveAccessibleName("Priya Patel");
    await page.keyboard.press("Enter");
    await expect(suggestions).toBeHidden();
    await expect(box).toHaveValue("Thanks @[Priya Patel](member:seed-user-priya-patel-04) ");
    await page.keyboard.type("for the tip.");
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByText("Reply posted", { exact: true })).toBeVisible();

    const posted = page.getByRole("article", { name: /^Reply by/ }).last();
    await expect(posted).toContainText("Thanks @Priya Patel for the tip.");
    const mention = posted.getByRole("link", { name: "@Priya Patel" });
    await expect(mention).toHaveAttribute(
      "href",
      `/members/${encodeURIComponent(Buffer.from("User:seed-user-priya-patel-04").toString("base64"))}`,
    );
    await mention.click();
    await expect(page.getByRole("heading", { level: 1, name: "Priya Patel" })).toBeVisible();
  });

  test("@ in the new discussion form suggests members; Escape closes the list first, then the dialog", async ({
    page,
  }) => {
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "New Discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
    const content = dialog.getByLabel("Content");
    await content.focus();
    await page.keyboard.type("Ping @oka");
    const option = page
      .getByRole("listbox", { name: "Members to mention" })
      .getByRole("option", { name: "Sam Okafor" });
    await expect(option).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(option).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("x");
    await expect(option).toBeHidden();
    await page.keyboard.press("Backspace");
    await expect(option).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(content).toHaveValue("Ping @[Sam Okafor](member:seed-user-sam-okafor-05) ");
    await expect(content).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
