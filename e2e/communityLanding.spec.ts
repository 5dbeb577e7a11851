import { expect, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

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

  test("says why a refused sign-in failed and what to do, at phone and desktop widths, in both themes, accessibly", async ({
    page,
  }) => {
    for (const [width, height] of [
      [390, 844],
      [1366, 768],
    ] as const) {
      for (const theme of ["light", "dark"]) {
        await page.setViewportSize({ width, height });
        await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await page.goto("/community?login=failed&reason=unverified_email");
        await expect(page.getByRole("alert")).toHaveText(
          /has not confirmed that this e-mail address is yours.*Confirm the address with your provider, then sign in again\./,
        );
        await expect(page.getByRole("link", { name: "Sign In to Community" })).toBeVisible();
        await expectNoSeriousAxe(page);
      }
    }
    // An unknown or missing reason still says the sign-in did not complete; no failure, no message.
    await page.goto("/community?login=failed&reason=<script>");
    await expect(page.getByRole("alert")).toHaveText("Sign-in did not complete. Please try again.");
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to CyberLab Community" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("has no serious or critical accessibility violation", async ({ page }) => {
    await page.goto("/community");
    await expect(page.getByRole("heading", { name: "Welcome to CyberLab Community" })).toBeVisible();
    await expectNoSeriousAxe(page);
  });
});
