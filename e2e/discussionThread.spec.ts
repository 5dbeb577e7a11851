import { expect, type Page, test } from "@playwright/test";
import { memberPage, moderatorPage } from "./support/communityApi";
import { demoCommunity, demoMember2, signInToCommunity } from "./support/communitySignIn";
import { expectSignedOutToastThenSignIn } from "./support/signedOutToast";
import { expectNoSeriousAxe } from "./support/axe";

const VLAN = "VLAN trunking lab: devices on VLAN 20 cannot reach the gateway";
const categoryId = (slug: string) => Buffer.from(`Category:${slug}`).toString("base64");

/** Starts a discussion through the API as the signed-in member; answers its global id. */
async function createByApi(page: Page, title: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await page.request.post("/graphql", {
    data: {
      query: `mutation($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) { discussionEdge { node { id } } } }`,
      variables: { input: { title, content, categoryId: categoryId("general"), ...extra } },
    },
  });
  const body = (await res.json()) as { data: { createDiscussion: { discussionEdge: { node: { id: string } } } } };
  return body.data.createDiscussion.discussionEdge.node.id;
}

const path = (id: string) => `/community/discussions/${encodeURIComponent(id)}`;

async function viewsOf(page: Page, id: string): Promise<number> {
  const res = await page.request.post("/graphql", {
    data: { query: "query($id: ID!) { discussion(id: $id) { viewsCount } }", variables: { id } },
  });
  return ((await res.json()) as { data: { discussion: { viewsCount: number } } }).data.discussion.viewsCount;
}

test.describe("a discussion's page", () => {
  test.beforeEach(async ({ page }) => signInToCommunity(page));

  test("opens from the card's title, shows the thread, and counts one view a day", async ({ page }) => {
    const card = page.getByRole("article", { name: VLAN });
    const comments = await card.getByRole("link", { name: /comments on/ }).innerText();
    await card.getByRole("link", { name: VLAN, exact: true }).click();
    await expect(page).toHaveURL(/\/community\/discussions\//);
    await expect(page.getByRole("heading", { level: 1, name: VLAN })).toBeVisible();
    await expect(page).toHaveTitle(`${VLAN} | CyberLab Academy`);
    const thread = page.getByRole("article", { name: VLAN });
    await expect(thread).toContainText("Alex Chen");
    await expect(thread).toContainText("Network Security");
    await expect(thread).toContainText("Lab Help");
    // The thread holds as many replies as the card counted.
    const count = Number(/\d+/.exec(comments)?.[0]);
    await expect(page.getByRole("heading", { name: `${count} replies` })).toBeVisible();
    await expect(page.getByRole("list", { name: "Replies" }).getByRole("article", { name: /^Reply by/ })).toHaveCount(
      count,
    );

    const id = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    await expect.poll(() => viewsOf(page, id)).toBeGreaterThan(0);
    const views = await viewsOf(page, id);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: VLAN })).toBeVisible();
    expect(await viewsOf(page, id)).toBe(views);
  });

  test("renders Markdown, and shows raw HTML as text that never runs", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const content = [
      "Steps:",
      "",
      "- first **bold** step",
      "- second step",
      "",
      "```",
      "show vlan brief",
      "```",
      "",
      "See [the guide](https://example.com/guide).",
      "",
      `<script>alert("xss")</script><img src=x onerror="alert('xss')">`,
    ].join("\n");
    const id = await createByApi(page, "Markdown and payloads", content);
    await page.goto(path(id));
    const thread = page.getByRole("article", { name: "Markdown and payloads" });
    await expect(thread.getByRole("listitem")).toHaveText(["first bold step", "second step"]);
    await expect(thread.locator("strong")).toHaveText("bold");
    await expect(thread.locator("pre code")).toHaveText("show vlan brief");
    const link = thread.getByRole("link", { name: "the guide" });
    await expect(link).toHaveAttribute("href", "https://example.com/guide");
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");
    await expect(thread).toContainText(`<script>alert("xss")</script>`);
    await expect(thread.locator("img")).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toBe(0);
  });

  test("a reply: preview, post, the list and counts move; a refused or lost one keeps its text", async ({
    page,
    context,
  }) => {
    const id = await createByApi(page, "Which subnet mask for the lab?", "Is /24 right for lab 3?");
    await page.goto(path(id));
    await expect(page.getByRole("heading", { name: "0 replies" })).toBeVisible();
    const box = page.getByLabel("Reply", { exact: true });
    await box.fill("Yes, **/24** works.");
    await expect(page.getByText("19 / 10,000 characters")).toBeVisible();
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByRole("tabpanel").locator("strong")).toHaveText("/24");
    await page.getByRole("tab", { name: "Write" }).click();

    // Offline: the reply fails, says so, and the text stays.
    await context.setOffline(true);
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be reached" })).toBeVisible();
    await expect(box).toHaveValue("Yes, **/24** works.");
    await context.setOffline(false);

    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByRole("heading", { name: "1 reply" })).toBeVisible();
    const replies = page.getByRole("list", { name: "Replies" });
    await expect(replies.getByRole("article", { name: "Reply by Casey Morgan" })).toContainText("/24 works.");
    await expect(box).toHaveValue("");

    await box.fill("x".repeat(10_001));
    await expect(page.getByText("10,001 / 10,000 characters — too long")).toBeVisible();
    await expect(page.getByRole("button", { name: "Post Reply" })).toBeDisabled();

    await page.getByRole("link", { name: "Back to discussions" }).click();
    const card = page.getByRole("article", { name: "Which subnet mask for the lab?" });
    await expect(card.getByRole("link", { name: /comments on/ })).toContainText("1");
  });

  test("a reply another member posts appears live on an open discussion and moves its card on the board", async ({
    page,
    browser,
  }) => {
    const id = await createByApi(page, "Live thread", "Who is around?");
    await page.goto(path(id));
    await expect(page.getByRole("heading", { name: "0 replies" })).toBeVisible();
    // A second browser (another device of a member) keeps the board open.
    const other = await browser.newContext();
    const board = await other.newPage();
    await signInToCommunity(board);
    const card = board.getByRole("article", { name: "Live thread" });
    await expect(card.getByRole("link", { name: /comments on/ })).toContainText("0");

    // Another member (Taylor, in a browser of their own) replies.
    const member = await memberPage(browser, demoMember2);
    const res = await member.page.request.post("/graphql", {
      data: {
        query: "mutation($input: AddReplyInput!) { addReply(input: $input) { clientMutationId } }",
        variables: { input: { discussionId: id, content: "I am, **live**." } },
      },
    });
    expect(res.status()).toBe(200);
    await member.close();
    const reply = page.getByRole("list", { name: "Replies" }).getByRole("article", { name: /^Reply by/ });
    await expect(reply).toContainText("I am, live.", { timeout: 2_000 });
    await expect(reply).toContainText("Taylor Brooks");
    await expect(page.getByRole("heading", { name: "1 reply" })).toBeVisible();
    await expect(card.getByRole("link", { name: /comments on/ })).toContainText("1", { timeout: 2_000 });
    await other.close();
  });

  test("under Latest Activity, a reply moves an older discussion's card up the open board", async ({
    page,
    browser,
  }) => {
    await page.goto("/community");
    const cards = page.getByRole("list", { name: "Discussion list" }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    const last = cards.last();
    const title = (await last.getByRole("heading").innerText()).trim();
    const href = (await last.getByRole("link", { name: title, exact: true }).getAttribute("href"))!;
    const id = decodeURIComponent(href.split("/").pop()!);
    const titles = async () => (await cards.getByRole("heading").allInnerTexts()).map((t) => t.trim());
    const before = (await titles()).indexOf(title);

    const member = await moderatorPage(browser);
    const res = await member.page.request.post("/graphql", {
      data: {
        query: "mutation($input: AddReplyInput!) { addReply(input: $input) { clientMutationId } }",
        variables: { input: { discussionId: id, content: "Bumping this one." } },
      },
    });
    expect(res.status()).toBe(200);
    await member.close();
    await expect.poll(async () => (await titles()).indexOf(title), { timeout: 2_000 }).toBeLessThan(before);
  });

  test("authors edit and delete their replies and discussions", async ({ page }) => {
    const id = await createByApi(page, "Editable thread", "First draft");
    await page.goto(path(id));
    const box = page.getByLabel("Reply", { exact: true });
    await box.fill("My reply with a typo: pign");
    await page.getByRole("button", { name: "Post Reply" }).click();
    const reply = page.getByRole("article", { name: "Reply by Casey Morgan" });
    await expect(reply).toContainText("pign");

    await reply.getByRole("button", { name: "Edit your reply" }).click();
    const editor = reply.getByRole("form", { name: "Edit your reply" });
    await editor.getByLabel("Edit your reply").fill("My reply, fixed: ping");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect(reply).toContainText("My reply, fixed: ping");
    await expect(reply).toContainText("(edited");

    await reply.getByRole("button", { name: "Delete your reply" }).click();
    await reply.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("heading", { name: "0 replies" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Reply by Casey Morgan" })).toHaveCount(0);

    await page.getByRole("button", { name: "Edit your discussion" }).click();
    const form = page.getByRole("form", { name: "Edit your discussion" });
    await form.getByLabel("Title").fill("Edited thread");
    await form.getByLabel("Content").fill("Second draft");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edited thread" })).toBeVisible();
    await expect(page.getByText("Second draft")).toBeVisible();
    await expect(page.getByText("Edited now")).toBeVisible();

    // No replies: deleting removes it and goes back to the board.
    await page.getByRole("button", { name: "Delete your discussion" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("article", { name: "Edited thread" })).toHaveCount(0);

    // With a reply, it stays in place as "[deleted]".
    const kept = await createByApi(page, "Thread with answers", "Question");
    await page.request.post("/graphql", {
      data: {
        query: "mutation($input: AddReplyInput!) { addReply(input: $input) { clientMutationId } }",
        variables: { input: { discussionId: kept, content: "An answer" } },
      },
    });
    await page.goto(path(kept));
    await page.getByRole("button", { name: "Delete your discussion" }).click();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "[deleted]" })).toBeVisible();
    await expect(page.getByRole("article", { name: /^Reply by/ })).toContainText("An answer");
    await expect(page.getByRole("status").filter({ hasText: "takes no new replies" })).toHaveText(
      "This discussion was deleted: it takes no new replies.",
    );
  });

  test("fits a phone and a desktop in both themes, with long words, accessibly", async ({ page }) => {
    const long = `https://example.com/${"a".repeat(120)}`;
    const id = await createByApi(page, `Long ${"b".repeat(120)}`, `Look at ${long}`);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      for (const theme of ["dark", "light"]) {
        await page.evaluate((value) => localStorage.setItem("theme", value), theme);
        await page.goto(path(id));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The page's content fits the screen (the top bar's own width is the UI kit issue's).
        const overflow = await page.evaluate(() => document.querySelector("main")!.scrollWidth - window.innerWidth);
        expect(overflow, `content wider than the screen at ${width} px (${theme})`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxe(page, { label: `${width} px ${theme}` });
      }
    }
  });
});

test("signed out, a discussion's link shows the signed-out toast, goes to sign-in and comes back to it", async ({
  page,
}) => {
  const link = `/community/discussions/${encodeURIComponent(Buffer.from("Discussion:seed-discussion-01").toString("base64"))}`;
  // A slow network: the toasts' viewport (fetched after the first render) arrives later than the
  // redirect's half second. The toast still shows before the sign-in page.
  await page.route("**/assets/Toaster-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await expectSignedOutToastThenSignIn(page, () => page.goto(link));
  await page.getByLabel("Email", { exact: true }).fill(demoCommunity.email);
  await page.getByLabel("Password", { exact: true }).fill(demoCommunity.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back on the same discussion, not the board.
  await page.waitForURL((url) => url.pathname === link);
  await expect(page.getByRole("heading", { level: 1, name: VLAN })).toBeVisible();
});
