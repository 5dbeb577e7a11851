import { expect, type Page } from "@playwright/test";

/** The signed-out toast's title and description. */
const TOAST = ["Unauthorized", "You are logged out. Logging in again..."];

/**
 * A signed-out visitor on a member page sees the toast "Unauthorized: You are logged out. Logging in again...",
 * and 500 ms later the community sign-in (spec 8/9). The toast is on screen only for that half
 * second: expect's polling can step over it on a busy machine, and it cannot look at the page at
 * all while the sign-in navigation is under way. So the page watches for the toast itself, in every
 * document from the start (a MutationObserver from an init script), and reports it to the test.
 * Runs `trigger`, waits for the sign-in page, then checks that the toast was on screen before it,
 * and that the sign-in was asked for no sooner than 500 ms after the trigger.
 */
export async function expectSignedOutToastThenSignIn(page: Page, trigger: () => Promise<unknown>): Promise<void> {
  let seenAt = 0;
  let requestedAt = 0;
  await page.exposeFunction("__signedOutToastSeen", () => {
    seenAt ||= Date.now();
  });
  // In every document from its start, and in the one already open (a click on a loaded page).
  await page.addInitScript(watchForToast, TOAST);
  await page.evaluate(watchForToast, TOAST);
  page.on("request", (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === "/api/login") requestedAt ||= Date.now();
  });
  const triggeredAt = Date.now();
  await trigger();
  await expect(page.getByRole("heading", { name: "Sign in to CyberLab Community" })).toBeVisible();
  expect(seenAt, "the signed-out toast was on screen").toBeGreaterThan(0);
  expect(requestedAt, "the sign-in was asked for after the toast").toBeGreaterThanOrEqual(seenAt);
  expect(requestedAt - triggeredAt).toBeGreaterThanOrEqual(500);
}

/** Runs in the page: calls the test back once every one of `texts` is on screen. */
function watchForToast(texts: string[]): void {
  const report = (window as unknown as { __signedOutToastSeen: () => void }).__signedOutToastSeen;
  const shown = (text: string) => {
    const found = document.evaluate(
      `//*[normalize-space(text())="${text}"]`,
      document,
      null,
      XPathResult.FIRST_ORDERED_NODE_TYPE,
      null,
    ).singleNodeValue;
    return found instanceof Element && found.checkVisibility();
  };
  const check = () => {
    if (texts.every(shown)) report();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}
