import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("signed-out community landing", () => {
  test("shows the hero, the six buttons with their targets, four features and the closing call", async ({ page }) => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to CyberLab Community" })).toBeVisible();
    const targets: Array<[string, string]> = [
      ["Sign In", "/api/login"],
      ["Student Portal", "/student-portal"],
      ["CyberLab Academy Home", "/"],
      ["Sign In to Community", "/api/login"],
      ["Learn About CyberLab Academy", "/"],
      ["Get Started Now", "/api/login"],
    ];
    for (const [name, href] of targets) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const features = page.getByRole("list", { name: "What the community offers" }).getByRole("heading");
    await expect(features).toHaveText(["Lab Discussions", "Learning Portal", "Assignment Hub", "Expert Community"]);
    await expect(page.getByRole("heading", { name: "Ready to join the community?" })).toBeVisible();
  });

  test("Get Started Now starts the community sign-in", async ({ page }) => {
    await page.goto("/community");
    await page.getByRole("link", { name: "Get Started Now" }).click();
    await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
  });

  test("has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "Welcome to CyberLab Community" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
