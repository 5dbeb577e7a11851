import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { graphql, moderatorPage, reply, startDiscussion } from "./support/communityApi";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";
import { expectSignedOutToastThenSignIn } from "./support/signedOutToast";
import { expectNoSeriousAxe } from "./support/axe";

// /settings: the theme (the top bar's preference), the member's data as a file, and signing out of
// every device. Deleting the account is e2e/accountDeletion.spec.ts, which runs after everything else.

test.describe("settings", () => {
  test.beforeEach(async ({ page }) => {
    await signInToCommunity(page);
  });

  test("the avatar menu's Settings item opens the page with its Theme, Notifications and Account sections", async ({
    page,
  }) => {
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page).toHaveTitle(/Settings/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Theme" }).getByRole("radio")).toHaveCount(3);
    await expect(page.getByRole("group", { name: "Notifications" }).getByRole("checkbox")).toHaveCount(6);
    const account = page.getByRole("region", { name: "Account" });
    await expect(account.getByRole("button", { name: "Sign out of all devices" })).toBeVisible();
    await expect(account.getByRole("button", { name: "Download my data" })).toBeVisible();
    await expect(account.getByRole("button", { name: "Delete my account" })).toBeVisible();
  });

  test("fits a phone and a desktop in both themes, with its dialogs, accessibly", async ({ page }) => {
    // Four layouts, each checked by axe three times.
    test.setTimeout(90_000);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      for (const theme of ["dark", "light"]) {
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.goto("/settings");
        await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${width} px ${theme}: wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxe(page, { label: `${width} px ${theme}` });

        for (const [button, title] of [
          ["Sign out of all devices", "Sign out of all devices?"],
          ["Delete my account", "Delete your account?"],
        ] as const) {
          await page.getByRole("button", { name: button }).click();
          const dialog = page.getByRole("dialog", { name: title });
          await expect(dialog).toBeVisible();
          const box = (await dialog.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${title} wider than the screen at ${width} px`).toBeLessThanOrEqual(width);
          await expectNoSeriousAxe(page, { label: `${title} at ${width} px ${theme}` });
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      }
    }
  });

  test("works by keyboard: the theme radios, and the delete dialog opens, traps focus and gives it back", async ({
    page,
  }) => {
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.goto("/settings");
    const dark = page.getByRole("radio", { name: "Dark" });
    await dark.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "System" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(dark).toBeChecked();

    const trigger = page.getByRole("button", { name: "Delete my account" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog.getByLabel("Type DELETE to confirm")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete my account" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the theme choice is the top bar's: stored under 'theme', kept on reload, in step both ways", async ({
    page,
  }) => {
    await page.goto("/settings");
    await page.getByRole("radio", { name: "Light" }).check();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await page.getByRole("button", { name: "Theme" }).click();
    await expect(page.getByRole("menuitemradio", { name: "Light" })).toBeChecked();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.getByRole("radio", { name: "System" }).check();
    await page.reload();
    await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
  });

  test("a kind of notification turned off stays off, and a like then makes no notification", async ({
    page,
    browser,
  }) => {
    const likes = () => page.getByRole("checkbox", { name: "Likes on my discussions and replies" });
    const unread = async () =>
      (
        await graphql<{ viewer: { unreadNotificationsCount: number } }>(
          page,
          "{ viewer { unreadNotificationsCount } }",
          {},
        )
      ).data.viewer.unreadNotificationsCount;
    const discussionId = await startDiscussion(page, "A thread nobody's like should announce");

    await page.goto("/settings");
    const notifications = page.getByRole("group", { name: "Notifications" });
    await expect(notifications.getByRole("checkbox")).toHaveCount(6);
    await expect(likes()).toBeChecked();
    const likesOn = async () =>
      (
        await graphql<{ me: { notificationPreferences: { kind: string; inApp: boolean }[] } }>(
          page,
          "{ me { notificationPreferences { kind inApp } } }",
          {},
        )
      ).data.me.notificationPreferences.find((p) => p.kind === "LIKE")?.inApp;
    await likes().uncheck();
    await expect.poll(likesOn).toBe(false);
    await page.reload();
    await expect(likes()).not.toBeChecked();

    const before = await unread();
    const moderator = await moderatorPage(browser);
    await graphql(
      moderator.page,
      "mutation ($input: LikeDiscussionInput!) { likeDiscussion(input: $input) { clientMutationId } }",
      {
        input: { discussionId },
      },
    );
    await moderator.close();
    expect(await unread()).toBe(before);

    // Back on, as the other specs expect.
    await likes().check();
    await expect.poll(likesOn).toBe(true);
    await page.reload();
    await expect(likes()).toBeChecked();
  });

  test("Download my data saves a JSON file holding the member's reply", async ({ page }) => {
    const content = `My reply for the data export ${Date.now()}`;
    const discussionId = await startDiscussion(page, "A thread for my data export");
    expect((await reply(page, discussionId, content)).errors).toBeUndefined();

    await page.goto("/settings");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("cyberlab-my-data.json");
    const data = JSON.parse(await readFile((await file.path())!, "utf8")) as {
      profile: { email: string; firstName: string };
      replies: { content: string }[];
      discussions: { title: string }[];
      notifications: { kind: string; createdAt: string; readAt: string | null }[];
    };
    expect(data.profile).toMatchObject({ email: demoCommunity.email, firstName: "Casey" });
    expect(data.replies.map((r) => r.content)).toContain(content);
    expect(data.discussions.map((d) => d.title)).toContain("A thread for my data export");
    // The demo member's seeded mentions, at least.
    expect(data.notifications.map((n) => n.kind)).toContain("MENTION");
    expect(JSON.stringify(data)).not.toContain("passwordHash");
  });

  test("Sign out of all devices signs out another browser of the member too", async ({ page, browser }) => {
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await signInToCommunity(elsewhere);
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/settings");
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByText("Signed out everywhere", { exact: true })).toBeVisible();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
    // Signing in again here takes the password, even though the identity provider still knows the member.
    await page.goto("/api/login");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();

    // The other browser is signed out as well: its next page asks it to sign in again.
    expect((await elsewhere.request.get("/api/auth/user")).status()).toBe(401);
    await expectSignedOutToastThenSignIn(elsewhere, () => elsewhere.goto("/settings"));
    await other.close();
  });
});

test("signed out, /settings says so, signs in, and comes back to /settings", async ({ page }) => {
  await expectSignedOutToastThenSignIn(page, () => page.goto("/settings"));
  await page.getByLabel("Email", { exact: true }).fill(demoCommunity.email);
  await page.getByLabel("Password", { exact: true }).fill(demoCommunity.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});
