import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// The embedded OpenID provider's own pages (gateway/oidc/pages.ts): the sign-in form, its error,
// and the problems a person can only answer by starting again. They are served by the gateway,
// not the web app, so they get the web app's checks here: a phone and a desktop, both themes
// (the web app's stored choice, read before first paint), no sideways scrolling, axe.

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
] as const;
const THEMES = ["dark", "light"] as const;

async function expectFitsAndPasses(page: Page, theme: (typeof THEMES)[number]) {
  await expect(page.locator("html")).toHaveClass(theme);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  // The card is on screen whole, side to side.
  const card = await page.locator("main").boundingBox();
  expect(card!.x).toBeGreaterThanOrEqual(0);
  expect(card!.x + card!.width).toBeLessThanOrEqual(widths.screen);
  await expectNoSeriousAxe(page);
}

for (const viewport of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`the provider's pages on a ${viewport.name}, ${theme} theme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      });

      test("the sign-in form, and its error keeping the e-mail", async ({ page }) => {
        await page.goto("/api/login");
        await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
        await expectFitsAndPasses(page, theme);

        // An address no account has: the demo member's own limit of failed checks is left alone.
        const email = `nobody.${viewport.name}.${theme}@example.org`;
        await page.getByLabel("Email", { exact: true }).fill(email);
        await page.getByLabel("Password", { exact: true }).fill("not-a-password");
        await page.getByRole("button", { name: "Sign in" }).click();
        await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
        await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
        await expectFitsAndPasses(page, theme);
      });

      test("an expired sign-in page says so and starts again", async ({ page }) => {
        const answer = await page.goto("/oidc/interaction/no-such-sign-in");
        expect(answer?.status()).toBe(400);
        await expect(page.getByRole("heading", { name: "Sign-in expired" })).toBeVisible();
        await expect(page.getByText("This sign-in page is no longer valid. Please start again.")).toBeVisible();
        await expectFitsAndPasses(page, theme);
        await page.getByRole("link", { name: "Start again" }).click();
        await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
      });

      test("a sign-in link that is not valid says so and leads back to the board", async ({ page }) => {
        const answer = await page.goto("/oidc/auth?state=%00");
        expect(answer?.status()).toBe(400);
        await expect(page.getByRole("heading", { name: "Sign-in problem" })).toBeVisible();
        await expect(page.getByText("This sign-in link is not valid.")).toBeVisible();
        await expectFitsAndPasses(page, theme);

        // The provider's own refusal (a client it does not know) reads the same way.
        await page.goto("/oidc/auth?client_id=no-such-client&response_type=code&scope=openid");
        await expect(page.getByRole("heading", { name: "Sign-in problem" })).toBeVisible();
        await expectFitsAndPasses(page, theme);
        await page.getByRole("link", { name: "Back to CyberLab Community" }).click();
        await expect(page).toHaveURL(/\/community$/);
      });
    });
  }
}
