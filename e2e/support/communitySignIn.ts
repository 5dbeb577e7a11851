import { expect, type Page } from "@playwright/test";

/** The demo community account the gateway creates outside production. */
export const demoCommunity = {
  email: process.env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy",
  password: process.env.DEMO_COMMUNITY_PASSWORD || "Community!2026",
};

/** The demo community moderator, signing in through the same provider. */
export const demoModerator = {
  email: process.env.DEMO_MODERATOR_EMAIL || "moderator@cyberlab.academy",
  password: process.env.DEMO_MODERATOR_PASSWORD || "Moderator!2026",
};

/** The two other demo members (Taylor Brooks and Jamie Park). */
export const demoMember2 = {
  email: process.env.DEMO_MEMBER2_EMAIL || "member2@cyberlab.academy",
  password: process.env.DEMO_MEMBER2_PASSWORD || "Member2!2026",
};
export const demoMember3 = {
  email: process.env.DEMO_MEMBER3_EMAIL || "member3@cyberlab.academy",
  password: process.env.DEMO_MEMBER3_PASSWORD || "Member3!2026",
};

/** Signs a demo community account in through the embedded OpenID provider; lands on /community. */
export async function signInToCommunity(page: Page, account = demoCommunity): Promise<void> {
  await page.goto("/api/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/community$/);
}
