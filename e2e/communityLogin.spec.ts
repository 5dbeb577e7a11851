import { expect, type Page, test } from "@playwright/test";

// The demo community account the gateway creates outside production (embedded provider).
const email = process.env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy";
const password = process.env.DEMO_COMMUNITY_PASSWORD || "Community!2026";

async function submitSignIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/api/login");
  await expect(page).toHaveTitle("Sign in to CyberLab Community");
  await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("community sign-in through the embedded OpenID provider", () => {
  test("signs in with the demo account, lands on /community, and signs out to /", async ({ page }) => {
    // The provider pages allow only their own inline scripts (theme, automatic sign-out) by hash.
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) blocked.push(message.text());
    });
    await submitSignIn(page, { email, password });
    await expect(page).toHaveURL(/\/community$/);
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: "Casey", lastName: "Morgan" });

    await page.goto("/api/logout");
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    // The provider's sign-in ended too: signing in again asks for the password.
    await page.goto("/api/login");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    expect(blocked).toEqual([]);
  });

  test("a wrong password shows the error on the provider's page and keeps the e-mail", async ({ page }) => {
    await submitSignIn(page, { email, password: "not-the-password" });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page).toHaveURL(/\/oidc\/interaction\/[^/]+\/login$/);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  });
});
