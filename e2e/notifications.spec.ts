import { expect, type Page, test } from "@playwright/test";
import { graphql, moderatorPage, path, reply, startDiscussion } from "./support/communityApi";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";
import { expectNoSeriousAxe } from "./support/axe";

// The bell: the demo member (A) in one browser, the demo moderator (B, a member too) in another.

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });

/** The bell's accessible name for an unread count: "Notifications 3 new", "9+" above 9, none at 0. */
const bellName = (unread: number) =>
  unread === 0 ? /^Notifications$/ : new RegExp(`^Notifications\\s*${unread > 9 ? "9\\+" : unread}\\s*new$`);

/** The member's unread count, from the API; earlier specs may have left many: then they are read first. */
async function unreadBelowNine(page: Page): Promise<number> {
  const read = () =>
    graphql<{ viewer: { unreadNotificationsCount: number } }>(page, "{ viewer { unreadNotificationsCount } }", {});
  const unread = (await read()).data.viewer.unreadNotificationsCount;
  if (unread <= 7) return unread;
  await graphql(page, "mutation { markAllNotificationsRead(input: {}) { clientMutationId } }", {});
  return (await read()).data.viewer.unreadNotificationsCount;
}

async function memberDatabaseId(page: Page): Promise<string> {
  const me = await graphql<{ me: { databaseId: string } }>(page, "{ me { databaseId } }", {});
  return me.data.me.databaseId;
}

async function setLikes(page: Page, inApp: boolean) {
  const saved = await graphql<{ updateNotificationPreference: unknown }>(
    page,
    `
      mutation ($input: UpdateNotificationPreferenceInput!) {
        updateNotificationPreference(input: $input) {
          profile {
            notificationPreferences {
              kind
              inApp
            }
          }
        }
      }
    `,
    { input: { kind: "LIKE", inApp } },
  );
  expect(saved.errors).toBeUndefined();
}

test.describe("notifications", () => {
  test.beforeEach(async ({ page }) => signInToCommunity(page));

  test("B's reply and mention move A's bell live; A follows one to the reply and marks all read", async ({
    page,
    browser,
  }) => {
    const mine = await startDiscussion(page, "Who else runs Wireshark on the lab VM?");
    const aId = await memberDatabaseId(page);
    const before = await unreadBelowNine(page);
    await page.goto("/community");
    await expect(bell(page)).toHaveAccessibleName(bellName(before));

    const b = await moderatorPage(browser);
    try {
      const elsewhere = await startDiscussion(b.page, "Notes from the packet capture workshop");
      const answered = await reply(b.page, mine, "Yes: filter on `tcp.port == 443` to start.");
      await expect(bell(page)).toHaveAccessibleName(bellName(before + 1), { timeout: 2_000 });
      await reply(b.page, elsewhere, `@[Casey Morgan](member:${aId}) you asked for these notes.`);
      const after = before + 2;
      await expect(bell(page)).toHaveAccessibleName(bellName(after), { timeout: 2_000 });

      // The panel: latest first, each leading to its place.
      await bell(page).click();
      const panel = page.getByRole("dialog", { name: "Notifications" });
      await expect(panel.getByRole("link").first()).toContainText(
        "Riley Quinn mentioned you in “Notes from the packet capture workshop”",
      );
      await panel
        .getByRole("link", { name: /Riley Quinn replied to your discussion “Who else runs Wireshark/ })
        .click();
      const replyId = answered.data.addReply!.replyEdge.node.id;
      await expect(page).toHaveURL(`${path(mine)}#reply-${encodeURIComponent(replyId)}`);
      const target = page.locator(`[id="reply-${encodeURIComponent(replyId)}"]`);
      await expect(target).toBeFocused();
      await expect(target).toContainText("filter on");
      await expect(bell(page)).toHaveAccessibleName(bellName(after - 1));

      // Mark all as read: the badge goes.
      await bell(page).click();
      await page
        .getByRole("dialog", { name: "Notifications" })
        .getByRole("button", { name: "Mark all as read" })
        .click();
      await expect(bell(page)).toHaveAccessibleName(bellName(0));

      // With likes turned off, B's like notifies no one.
      await setLikes(page, false);
      const liked = await graphql<{ likeDiscussion: unknown }>(
        b.page,
        "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { discussion { likesCount } } }",
        { input: { discussionId: mine } },
      );
      expect(liked.errors).toBeUndefined();
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName(bellName(0));
      const count = await graphql<{ viewer: { unreadNotificationsCount: number } }>(
        page,
        "{ viewer { unreadNotificationsCount } }",
        {},
      );
      expect(count.data.viewer.unreadNotificationsCount).toBe(0);
    } finally {
      await setLikes(page, true);
      await b.close();
    }
  });

  test("/notifications lists them all or only the unread, at phone and desktop widths in both themes", async ({
    page,
    browser,
  }) => {
    const thread = await startDiscussion(page, "Study group for the incident response module");
    const b = await moderatorPage(browser);
    try {
      await reply(b.page, thread, "Count me in for Thursdays.");
    } finally {
      await b.close();
    }
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      for (const theme of ["dark", "light"]) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.goto("/notifications");
        await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const list = page.getByRole("list", { name: "All notifications" });
        await expect(list.getByRole("link").first()).toContainText(
          "Riley Quinn replied to your discussion “Study group for the incident response module”",
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${viewport.width} px ${theme}: sideways scroll`).toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousAxe(page, { label: `${viewport.width} px ${theme}` });
      }
    }

    // Keyboard: the Unread tab by arrow key; the URL keeps the choice.
    await page.getByRole("tab", { name: "All" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/notifications\?show=unread$/);
    const unread = page.getByRole("list", { name: "Unread notifications" });
    await expect(unread.getByRole("link").first()).toContainText("Study group for the incident response module");
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("You are all caught up: no unread notifications.")).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText("0 unread notifications")).toBeVisible();
  });

  test("the bell's panel opens by keyboard and fits a phone and a desktop in both themes, accessibly", async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      for (const theme of ["dark", "light"]) {
        await page.setViewportSize(viewport);
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.goto("/community");
        await bell(page).focus();
        await page.keyboard.press("Enter");
        const panel = page.getByRole("dialog", { name: "Notifications" });
        await expect(panel.getByRole("link", { name: "See all notifications" })).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x, `${viewport.width} px ${theme}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${viewport.width} px ${theme}`).toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousAxe(page, { label: `${viewport.width} px ${theme}`, include: "[role=dialog]" });
        await page.keyboard.press("Escape");
        await expect(panel).toBeHidden();
        await expect(bell(page)).toBeFocused();
      }
    }
  });

  test("a visitor asking for /notifications signs in and comes back to it", async ({ browser }) => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto("/notifications");
    await visitor.getByLabel("Email", { exact: true }).fill(demoCommunity.email);
    await visitor.getByLabel("Password", { exact: true }).fill(demoCommunity.password);
    await visitor.getByRole("button", { name: "Sign in" }).click();
    await expect(visitor).toHaveURL(/\/notifications$/);
    await expect(visitor.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await context.close();
  });
});
