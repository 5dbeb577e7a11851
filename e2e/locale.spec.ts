import { expect, test } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

// Dates, relative times and counts follow the browser's language (web/src/ui/format/dateTime.ts);
// the rest of the suite runs in en-US (playwright.config.ts). The seed dates the VLAN discussion
// two hours and its last reply one hour before the gateway started: how many hours depends on how
// long the suite has been running by then, the wording does not.
const VLAN = "VLAN trunking lab: devices on VLAN 20 cannot reach the gateway";

test.describe("in German", () => {
  test.use({ locale: "de-DE" });

  test("relative times and counters use German formats", async ({ page }) => {
    await signInToCommunity(page);
    // Found by search: specs before this one post discussions that push it off the first page.
    await page.getByPlaceholder("Search discussions...").fill("VLAN trunking");
    const card = page.getByRole("article", { name: VLAN });
    await expect(card.locator("time").first()).toHaveText(/^vor \d+ Stunden$/);
    await expect(card).toContainText(/Last activity vor \d+ Stunden?\b/);

    await card.getByRole("link", { name: VLAN, exact: true }).click();
    await expect(page.getByText("0 / 10.000 characters")).toBeVisible();
  });
});

test.describe("in US English", () => {
  test.use({ locale: "en-US" });

  test("relative times and counters use US formats", async ({ page }) => {
    await signInToCommunity(page);
    // Found by search: specs before this one post discussions that push it off the first page.
    await page.getByPlaceholder("Search discussions...").fill("VLAN trunking");
    const card = page.getByRole("article", { name: VLAN });
    await expect(card.locator("time").first()).toHaveText(/^\d+ hours ago$/);
    await expect(card).toContainText(/Last activity \d+ hours? ago/);

    await card.getByRole("link", { name: VLAN, exact: true }).click();
    await expect(page.getByText("0 / 10,000 characters")).toBeVisible();
  });
});
