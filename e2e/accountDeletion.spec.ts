import { expect, test } from "@playwright/test";
import { moderatorPage, path, reply, startDiscussion } from "./support/communityApi";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";

// Deletes the demo member (A) for good: its own Playwright project runs it after every other spec
// (playwright.config.ts). Member B is the demo moderator, who is also a member.

test("deleting the account keeps B's thread readable, A's reply now by [deleted member]; A cannot sign in again", async ({
  page,
  browser,
}) => {
  const b = await moderatorPage(browser);
  const threadId = await startDiscussion(b.page, "A question for the member who leaves");
  await signInToCommunity(page);
  const content = `The answer A leaves behind ${Date.now()}`;
  expect((await reply(page, threadId, content)).errors).toBeUndefined();

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirmation = dialog.getByLabel("Type DELETE to confirm");
  // Anything but DELETE is refused, says why, and keeps what was typed.
  await confirmation.fill("delete");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Type DELETE in capital letters to confirm");
  await expect(confirmation).toHaveValue("delete");
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");

  await confirmation.fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // B's thread: still readable, A's reply kept under "[deleted member]", without a picture.
  await b.page.goto(path(threadId));
  await expect(b.page.getByRole("heading", { name: "A question for the member who leaves" })).toBeVisible();
  const leftBehind = b.page.getByRole("article", { name: /^Reply by \[deleted member\]/ });
  await expect(leftBehind).toContainText(content);
  await expect(leftBehind).toContainText("[deleted member]");
  await expect(leftBehind).not.toContainText("Casey");
  await expect(leftBehind.locator("img")).toHaveCount(0);
  await b.close();

  // A's e-mail and password no longer sign anyone in, in a fresh browser.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto("/api/login");
  await again.getByLabel("Email", { exact: true }).fill(demoCommunity.email);
  await again.getByLabel("Password", { exact: true }).fill(demoCommunity.password);
  await again.getByRole("button", { name: "Sign in" }).click();
  await expect(again.getByText("Invalid email or password")).toBeVisible();
  await fresh.close();
});
