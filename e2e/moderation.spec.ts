import { expect, type Locator, type Page, test } from "@playwright/test";
import { memberPage, moderatorPage, path, reply, startDiscussion } from "./support/communityApi";
import { demoMember2, demoMember3, signInToCommunity } from "./support/communitySignIn";
import { expectNoSeriousAxe } from "./support/axe";

// Two people at once: the demo member writes, the demo moderator (another browser) acts on it.

/** Opens a moderator action's dialog from the thread (or a reply), gives the reason, confirms. */
async function moderate(scope: Page | Locator, page: Page, action: string, reason: string) {
  await scope.getByRole("button", { name: action }).click();
  const dialog = page.getByRole("dialog", { name: action });
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: action.split(" ")[0] }).click();
  await expect(dialog).toBeHidden();
}

test.describe("moderation", () => {
  test.beforeEach(async ({ page }) => signInToCommunity(page));

  test("a moderator locks a discussion: the member's reply box says so and the API refuses", async ({
    page,
    browser,
  }) => {
    const id = await startDiscussion(page, "Thread to lock");
    await page.goto(path(id));
    await expect(page.getByLabel("Reply", { exact: true })).toBeVisible();
    // A member gets no moderator buttons.
    await expect(page.getByRole("group", { name: "Moderate this discussion" })).toHaveCount(0);

    const moderator = await moderatorPage(browser);
    await moderator.page.goto(path(id));
    const actions = moderator.page.getByRole("group", { name: "Moderate this discussion" });
    // A reason is required: nothing is sent without one, and the dialog says so.
    await actions.getByRole("button", { name: "Lock discussion" }).click();
    const dialog = moderator.page.getByRole("dialog", { name: "Lock discussion" });
    await dialog.getByRole("button", { name: "Lock" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Reason is required");
    await dialog.getByLabel("Reason").fill("Answered in the FAQ");
    await dialog.getByRole("button", { name: "Lock" }).click();
    await expect(dialog).toBeHidden();
    await expect(moderator.page.getByText("Discussion locked", { exact: true })).toBeVisible();
    await expect(moderator.page.getByRole("article", { name: "Thread to lock" })).toContainText("Locked");
    await expect(actions.getByRole("button", { name: "Unlock discussion" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "locked" })).toHaveText(
      "This discussion is locked: it takes no new replies.",
    );
    await expect(page.getByLabel("Reply", { exact: true })).toHaveCount(0);
    const refused = await reply(page, id, "Sneaking in");
    expect(refused.errors?.[0]).toMatchObject({
      message: "This discussion is locked: it takes no new replies.",
      extensions: { code: "CONFLICT" },
    });

    // Unlocked, the member answers again.
    await moderate(actions, moderator.page, "Unlock discussion", "Reopened for follow-ups");
    await page.reload();
    await expect(page.getByLabel("Reply", { exact: true })).toBeVisible();
    await moderate(actions, moderator.page, "Hide discussion", "Test thread, tidied away");
    await moderator.close();
  });

  test("hidden replies and discussions: members read [hidden], the author reads the reason, the board drops it", async ({
    page,
    browser,
  }) => {
    const id = await startDiscussion(page, "Thread with a rude reply");
    await reply(page, id, "Something rude");
    const moderator = await moderatorPage(browser);
    await moderator.page.goto(path(id));
    const modReply = moderator.page.getByRole("article", { name: /^Reply by/ });
    await moderate(modReply, moderator.page, "Hide reply", "Be kind to each other");
    await expect(moderator.page.getByText("Reply hidden", { exact: true })).toBeVisible();
    // The moderator still reads it, marked as hidden, and may restore it.
    await expect(modReply).toContainText("Something rude");
    await expect(modReply.getByRole("note")).toHaveText("A moderator hid this reply. Reason: Be kind to each other");
    await expect(modReply.getByRole("button", { name: "Restore reply" })).toBeVisible();

    // Its author reads "[hidden]" and the reason.
    await page.goto(path(id));
    const ownReply = page.getByRole("article", { name: /^Reply by/ });
    await expect(ownReply).toContainText("[hidden]");
    await expect(ownReply).not.toContainText("Something rude");
    await expect(ownReply.getByRole("note")).toHaveText("A moderator hid this reply. Reason: Be kind to each other");

    // Moving files it elsewhere; hiding takes it off the member's board.
    const actions = moderator.page.getByRole("group", { name: "Moderate this discussion" });
    await actions.getByRole("button", { name: "Move discussion" }).click();
    const move = moderator.page.getByRole("dialog", { name: "Move discussion" });
    // Its own category is not offered.
    await expect(move.getByLabel("Move to").getByRole("option", { name: "General Discussion" })).toHaveCount(0);
    await move.getByLabel("Move to").selectOption({ label: "Lab Help" });
    await move.getByLabel("Reason").fill("A lab question");
    await move.getByRole("button", { name: "Move" }).click();
    await expect(move).toBeHidden();
    await expect(moderator.page.getByRole("article", { name: "Thread with a rude reply" })).toContainText("Lab Help");

    await moderate(actions, moderator.page, "Hide discussion", "Off-topic here");
    await expect(moderator.page.getByText("Discussion hidden", { exact: true })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Restore discussion" })).toBeVisible();

    await page.goto("/community");
    await page.getByPlaceholder("Search discussions...").fill("Thread with a rude reply");
    await expect(page.getByText("No discussions match. Try another category or search.")).toBeVisible();
    await page.goto(path(id));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("[hidden]");
    await expect(page.getByRole("note").first()).toHaveText("A moderator hid this discussion. Reason: Off-topic here");
    await expect(page.getByRole("status").filter({ hasText: "hidden" })).toHaveText(
      "This discussion is hidden by a moderator: it takes no new replies.",
    );
    await moderator.close();
  });

  test("a moderator's dialog fits a phone and a desktop in both themes, keeps the reason on failure, accessibly", async ({
    page,
    browser,
  }) => {
    const id = await startDiscussion(page, "Thread for the dialog");
    const moderator = await moderatorPage(browser);
    const mod = moderator.page;
    for (const width of [390, 1366]) {
      await mod.setViewportSize({ width, height: 844 });
      for (const theme of ["dark", "light"]) {
        await mod.evaluate((value) => localStorage.setItem("theme", value), theme);
        await mod.goto(path(id));
        await mod.getByRole("button", { name: "Pin discussion" }).click();
        const dialog = mod.getByRole("dialog", { name: "Pin discussion" });
        await expect(dialog).toBeVisible();
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `dialog wider than the screen at ${width} px (${theme})`).toBeLessThanOrEqual(width);
        await expectNoSeriousAxe(mod, { label: `${width} px ${theme}` });
        await mod.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    }

    // The network drops: the dialog says so and keeps the reason.
    await mod.getByRole("button", { name: "Pin discussion" }).click();
    const dialog = mod.getByRole("dialog", { name: "Pin discussion" });
    await dialog.getByLabel("Reason").fill("Course announcement");
    await mod.route("**/graphql", (route) => route.abort());
    await dialog.getByRole("button", { name: "Pin" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "The server could not be reached. What you typed is kept; try again.",
    );
    await expect(dialog.getByLabel("Reason")).toHaveValue("Course announcement");
    await mod.unroute("**/graphql");
    await dialog.getByRole("button", { name: "Pin" }).click();
    await expect(dialog).toBeHidden();
    await expect(mod.getByRole("article", { name: "Thread for the dialog" })).toContainText("Pinned");
    await moderate(mod, mod, "Unpin discussion", "Announcement over");
    await moderate(mod, mod, "Hide discussion", "Test thread, tidied away");
    await moderator.close();
  });

  test("a member flags a reply; the moderator finds it in the queue and hides it; members read it as hidden", async ({
    page,
    browser,
  }) => {
    const moderator = await moderatorPage(browser);
    const mod = moderator.page;
    const title = "Thread with a flagged reply";
    const id = await startDiscussion(mod, title);
    await reply(mod, id, "Totally legit: buy certificates now");

    // The member flags it: a reason is required, the note is optional.
    await page.goto(path(id));
    const flagged = page.getByRole("article", { name: /^Reply by/ });
    await flagged.getByRole("button", { name: "Flag reply" }).click();
    const dialog = page.getByRole("dialog", { name: "Flag reply" });
    await dialog.getByRole("button", { name: "Flag", exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Choose a reason.");
    await dialog.getByLabel("Spam").check();
    await dialog.getByLabel("Note (optional)").fill("Advertising");
    await dialog.getByRole("button", { name: "Flag", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Thanks for flagging", { exact: true })).toBeVisible();
    await expect(flagged).toContainText("Flagged");
    await expect(flagged.getByRole("button", { name: "Flag reply" })).toHaveCount(0);
    // Members do not see the queue.
    await page.goto("/community/moderation");
    await expect(page.getByText("Only moderators can see this page.")).toBeVisible();

    // The moderator reaches the queue from the account menu.
    await mod.goto("/community");
    await mod.getByRole("button", { name: "Account menu" }).click();
    await mod.getByRole("menuitem", { name: "Moderation queue" }).click();
    await expect(mod).toHaveURL(/\/community\/moderation$/);
    await expect(mod.getByRole("heading", { level: 1, name: "Moderation queue" })).toBeVisible();
    const item = mod.getByRole("listitem", { name: `Reply in “${title}”` });
    await expect(item).toContainText("1 flag: Spam 1");
    await expect(item).toContainText("“Advertising”");
    await expect(item).toContainText("Visible");
    await expect(item).toContainText("Totally legit: buy certificates now");
    await moderate(item, mod, "Hide reply", "Advertising is not allowed");
    await expect(mod.getByText("Hidden", { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);

    // Another member reads that a moderator hid it, not why (that is for its author).
    await page.goto(path(id));
    await expect(flagged).toContainText("[hidden]");
    await expect(flagged.getByRole("note")).toHaveText("A moderator hid this reply.");

    await mod.goto(path(id));
    await moderate(mod, mod, "Hide discussion", "Test thread, tidied away");
    await moderator.close();
  });

  test("flags from three members hide a reply pending review; the moderator keeps it and everyone reads it again", async ({
    page,
    browser,
  }) => {
    // A seeded member's reply in a seeded thread; Casey (this page), Taylor and Jamie each flag it once.
    test.slow(); // four people, each in a browser of their own
    const title = "Security+ study group: Tuesday and Thursday evenings";
    const thread = path(Buffer.from("Discussion:seed-discussion-03").toString("base64"));
    const firstReply = (p: Page) => p.getByRole("article", { name: /^Reply by/ }).first();
    async function flagFirstReply(p: Page, reason: string, then = "Flagged") {
      await p.goto(thread);
      const target = firstReply(p);
      await target.getByRole("button", { name: "Flag reply" }).click();
      const dialog = p.getByRole("dialog", { name: "Flag reply" });
      await dialog.getByLabel(reason).check();
      await dialog.getByRole("button", { name: "Flag", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(target).toContainText(then);
    }

    await page.goto(thread);
    const text = (await firstReply(page).getByRole("paragraph").first().textContent())?.trim() ?? "";
    expect(text.length).toBeGreaterThan(0);
    await flagFirstReply(page, "Off-topic");
    const taylor = await memberPage(browser, demoMember2);
    await flagFirstReply(taylor.page, "Spam");
    // Two flags: still readable by everyone.
    await page.reload();
    await expect(firstReply(page)).toContainText(text);
    const jamie = await memberPage(browser, demoMember3);
    // The third distinct member's flag hides it at once: Jamie's own page reads "[hidden]" straight away.
    await flagFirstReply(jamie.page, "Spam", "[hidden]");

    // And so does every member's.
    for (const p of [page, taylor.page]) {
      await p.reload();
      await expect(firstReply(p)).toContainText("[hidden]");
      await expect(firstReply(p)).not.toContainText(text);
    }
    await taylor.close();

    // The moderator finds it in the queue, hidden pending review, and keeps it.
    const moderator = await moderatorPage(browser);
    const mod = moderator.page;
    await mod.goto("/community/moderation");
    const item = mod.getByRole("listitem", { name: `Reply in “${title}”` });
    await expect(item).toContainText("3 flags: Spam 2, Off-topic 1");
    await expect(item).toContainText("Hidden pending review");
    await expect(item).toContainText(text);
    await item.getByRole("button", { name: /^Keep/ }).click();
    const dialog = mod.getByRole("dialog", { name: /^Keep/ });
    await dialog.getByLabel("Reason").fill("Answers the thread's question");
    await dialog.getByRole("button", { name: "Keep" }).click();
    await expect(dialog).toBeHidden();
    await expect(mod.getByText("Kept: flags dismissed", { exact: true })).toBeVisible();
    await expect(item).toHaveCount(0);

    // Every member reads it again; the flags are settled, so it is not counted against it twice.
    for (const p of [page, jamie.page]) {
      await p.reload();
      await expect(firstReply(p)).toContainText(text);
      await expect(firstReply(p)).not.toContainText("[hidden]");
    }
    await Promise.all([jamie.close(), moderator.close()]);
  });

  test("the moderation queue fits a phone and a desktop in both themes, accessibly", async ({ browser }) => {
    const moderator = await moderatorPage(browser);
    const mod = moderator.page;
    for (const width of [390, 1366]) {
      await mod.setViewportSize({ width, height: 844 });
      for (const theme of ["dark", "light"]) {
        await mod.evaluate((value) => localStorage.setItem("theme", value), theme);
        await mod.goto("/community/moderation");
        await expect(mod.getByRole("heading", { level: 1, name: "Moderation queue" })).toBeVisible();
        await expect(mod).toHaveTitle("Moderation queue | CyberLab Academy");
        const overflow = await mod.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `wider than the screen at ${width} px (${theme})`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxe(mod, { label: `${width} px ${theme}` });
      }
    }
    await moderator.close();
  });
});
