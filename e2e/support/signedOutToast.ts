import { expect, type Page } from "@playwright/test";

const SIGNED_OUT = "You are logged out. Logging in again...";

/**
 * A signed-out visitor on a member page sees the toast "You are logged out. Logging in again...",
 * and 500 ms later the community sign-in (spec 8/9). The toast is on screen only for that half
 * second, which expect's polling can step over on a busy machine. So the sign-in navigation is held
 * until the toast has been seen: while a navigation is pending the browser keeps the page it leaves
 * on screen. Runs `trigger`, checks the toast, that the sign-in was asked for no sooner than 500 ms
 * after the trigger, then lets it through and waits for the sign-in page.
 */
export async function expectSignedOutToastThenSignIn(page: Page, trigger: () => Promise<unknown>): Promise<void> {
  let requestedAt = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isSignIn = (url: URL) => url.pathname === "/api/login";
  await page.route(isSignIn, async (route) => {
    if (route.request().isNavigationRequest() && requestedAt === 0) {
      requestedAt = Date.now();
      await released;
    }
    await route.continue();
  });
  const triggeredAt = Date.now();
  await trigger();
  await expect(page.getByText(SIGNED_OUT, { exact: true })).toBeVisible();
  await expect(page.getByText("Unauthorized", { exact: true })).toBeVisible();
  await expect.poll(() => requestedAt, { message: "the sign-in is asked for" }).not.toBe(0);
  expect(requestedAt - triggeredAt).toBeGreaterThanOrEqual(500);
  release();
  await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
  await page.unroute(isSignIn);
}
