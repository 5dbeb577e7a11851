import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// Spec section 3's module tables and section 4's card rules, as a visitor sees them on a fresh install.
const INFRASTRUCTURE = [
  [1, "IT Fundamentals", "2 hours", 8, "/it-fundamentals"],
  [2, "Network Infrastructure", "3 hours", 12, "/network-infrastructure"],
  [3, "Server Administration", "4 hours", 16, "/server-administration"],
  [4, "Active Directory & Identity Management", "3 hours", 14, "/active-directory"],
  [6, "Cloud Infrastructure", "4 hours", 18, "/cloud-infrastructure"],
  [7, "Virtualization Technologies", "3 hours", 12, "/virtualization-technologies"],
  [8, "Storage Solutions", "2 hours", 8, "/storage-solutions"],
] as const;

const SECURITY = [
  [1, "Security Fundamentals", "3 hours", 12, "/security-fundamentals"],
  [2, "Network Security", "4 hours", 16, "/network-security"],
  [3, "Endpoint Security", "3 hours", 14, "/endpoint-security"],
  [4, "Identity & Access Management", "4 hours", 18, "/identity-access-management"],
  [5, "Vulnerability Assessment", "3 hours", 15, "/vulnerability-assessment"],
  [6, "Incident Response", "4 hours", 16, "/incident-response"],
  [7, "Wireless Security", "2 hours", 10, "/wireless-security"],
  [8, "Database Security", "3 hours", 13, "/database-security"],
  [9, "Cryptography", "4 hours", 18, null],
] as const;

const tiles = (page: Page) => page.getByLabel("Track summary");
const tile = (page: Page, label: string) =>
  tiles(page)
    .locator("dt", { hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
const cards = (page: Page) => page.getByRole("list", { name: "Modules" }).getByRole("article");

async function expectCards(page: Page, rows: readonly (readonly [number, string, string, number, string | null])[]) {
  await expect(cards(page)).toHaveCount(rows.length);
  for (const [i, [number, title, duration, lessons, path]] of rows.entries()) {
    const card = cards(page).nth(i);
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card).toContainText(`Module ${number}`);
    await expect(card.getByLabel("Module facts")).toHaveText(new RegExp(`${duration}\\s*${lessons} lessons`));
    await expect(card.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "0");
    if (path) {
      await expect(card).toContainText("Available");
      await expect(card.getByRole("link", { name: `Start Module: ${title}` })).toHaveAttribute("href", path);
    } else {
      await expect(card).toContainText("Locked");
      await expect(card.getByRole("link")).toHaveCount(0);
      await expect(card.getByRole("button", { name: "Locked" })).toBeDisabled();
    }
  }
}

test("infrastructure catalogue: title, badge, progress, tiles, the seven modules and the learning path", async ({
  page,
}) => {
  await page.goto("/it-infrastructure-modules");
  await expect(page.getByRole("heading", { level: 1, name: "IT Infrastructure Engineering" })).toBeVisible();
  await expect(page.getByText("Engineering Track", { exact: true })).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Overall progress" })).toHaveAttribute("aria-valuenow", "0");
  await expect(tile(page, "Total Modules")).toHaveText("7");
  await expect(tile(page, "Completed")).toHaveText("0");
  await expect(tile(page, "Total Hours")).toHaveText("36");
  await expect(tile(page, "Total Lessons")).toHaveText("155");
  await expectCards(page, INFRASTRUCTURE);
  await expect(page.getByText("Module 5", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Learning path tags").getByRole("listitem")).toHaveText([
    "Sequential Learning",
    "Hands-on Labs",
    "Real-world Projects",
    "Industry Standards",
  ]);
  await cards(page).nth(0).getByRole("link", { name: "Start Module: IT Fundamentals" }).click();
  await expect(page).toHaveURL(/\/it-fundamentals$/);
});

test("security catalogue: title, badge, tiles, nine modules with Cryptography locked, and the learning path", async ({
  page,
}) => {
  await page.goto("/it-security-modules");
  await expect(page.getByRole("heading", { level: 1, name: "IT Security Engineering" })).toBeVisible();
  await expect(page.getByText("Security Track", { exact: true })).toBeVisible();
  await expect(tile(page, "Security Modules")).toHaveText("9");
  await expect(tile(page, "Total Lessons")).toHaveText(String(SECURITY.reduce((sum, row) => sum + row[3], 0)));
  await expect(tile(page, "Lab Exercises")).toHaveText("126");
  await expect(tile(page, "Hours of Content")).toHaveText("30");
  await expectCards(page, SECURITY);
  await expect(page.getByLabel("Learning path tags").getByRole("listitem")).toHaveText([
    "Sequential Learning",
    "Hands-on Labs",
    "Real-world Scenarios",
    "Industry Certifications",
    "Enterprise Security",
  ]);
});

test("a catalogue has no serious accessibility violations", async ({ page }) => {
  await page.goto("/it-security-modules");
  await expect(cards(page)).toHaveCount(9);
  await expectNoSeriousAxe(page);
});
