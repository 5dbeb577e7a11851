import { expect, type Page } from "@playwright/test";

/** The demo community account the gateway creates outside production. */
export const demoCommunity = {
  email: process.env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy",
  password: process.env.DEMO_COMMUNITY_PASSWORD || "Community!2026",
};

/** Signs the demo community member in through the embedded OpenID provider; lands on /community. */
export async function signInToCommunity(page: Page): Promise<void> {
  await page.goto("/api/login");
  await page.getByLabel("Email", { exact: true }).fill(demoCommunity.email);
  await page.getByLabel("Password", { exact: true }).fill(demoCommunity.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/community$/);
}
