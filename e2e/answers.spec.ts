import { expect, test } from "@playwright/test";
import { moderatorPage, path, reply, startDiscussion } from "./support/communityApi";
import { signInToCommunity } from "./support/communitySignIn";

// Lab Help questions: the member who asked marks a reply as the answer; the board shows it as
// Answered and its Unanswered filter lists the questions still waiting. And likes on replies.

test.beforeEach(async ({ page }) => signInToCommunity(page));

test("the asker marks a reply as the answer: it shows under the question, the card says Answered, Unanswered drops it", async ({
  page,
  browser,
}) => {
  const answered = "Subnet mask for 50 hosts?";
  const waiting = "Which port does LDAPS use?";
  const id = await startDiscussion(page, answered, "lab");
  await startDiscussion(page, waiting, "lab");
  const moderator = await moderatorPage(browser);
  await reply(moderator.page, id, "A **/26** gives 62 usable hosts.");
  await moderator.close();

  await page.goto("/community");
  await page.getByRole("button", { name: "Unanswered", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unanswered" })).toHaveAttribute("aria-pressed", "true");
  const list = page.getByRole("list", { name: "Discussion list" });
  await expect(list.getByRole("article", { name: answered })).toBeVisible();
  await expect(list.getByRole("article", { name: waiting })).toBeVisible();

  await page.goto(path(id));
  const answer = page.getByRole("article", { name: /^Reply by/ });
  await answer.getByRole("button", { name: "Mark as answer" }).click();
  await expect(page.getByText("Marked as the answer", { exact: true })).toBeVisible();
  await expect(answer).toContainText("Accepted answer");
  const shown = page.getByRole("region", { name: /^Accepted answer by/ });
  await expect(shown).toContainText("A /26 gives 62 usable hosts.");
  await expect(page.getByRole("article", { name: answered }).first()).toContainText("Answered");

  await page.goto("/community");
  await expect(page.getByRole("article", { name: answered })).toContainText("Answered");
  await page.getByRole("button", { name: "Unanswered", exact: true }).click();
  await expect(list.getByRole("article", { name: waiting })).toBeVisible();
  await expect(list.getByRole("article", { name: answered })).toHaveCount(0);

  // Withdrawn, it is a question waiting for an answer again.
  await page.goto(path(id));
  await answer.getByRole("button", { name: "Withdraw as answer" }).click();
  await expect(page.getByText("Answer withdrawn", { exact: true })).toBeVisible();
  await expect(shown).toHaveCount(0);
  await expect(answer.getByRole("button", { name: "Mark as answer" })).toBeVisible();
});

test("other members get no answer button, and discussions outside Lab Help none either", async ({ page, browser }) => {
  const moderator = await moderatorPage(browser);
  const question = await startDiscussion(moderator.page, "Why does my Kerberos ticket expire?", "lab");
  await reply(moderator.page, question, "Check the clock skew.");
  const chat = await startDiscussion(page, "Coffee chat", "general");
  await reply(page, chat, "Espresso, always.");
  await moderator.close();

  await page.goto(path(question));
  await expect(page.getByRole("article", { name: /^Reply by/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as answer" })).toHaveCount(0);
  await page.goto(path(chat));
  await expect(page.getByRole("article", { name: /^Reply by/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as answer" })).toHaveCount(0);
});

test("a member likes a reply: the count moves at once and stays after a reload; pressing again takes it back", async ({
  page,
  browser,
}) => {
  const moderator = await moderatorPage(browser);
  const id = await startDiscussion(moderator.page, "Best tool for packet captures?", "general");
  await reply(moderator.page, id, "Wireshark, with tshark on servers.");
  await moderator.close();

  await page.goto(path(id));
  const answer = page.getByRole("article", { name: /^Reply by/ });
  const like = answer.getByRole("button", { name: /likes, like the reply by/ });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(like).toContainText("0");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await page.reload();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expect(like).toContainText("1");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(like).toContainText("0");
});

test("Quote puts a reply into the reply box as a block quote, below what is written; posted, it reads as a quote", async ({
  page,
  browser,
}) => {
  const moderator = await moderatorPage(browser);
  const id = await startDiscussion(moderator.page, "Quoting thread", "general");
  await reply(moderator.page, id, "Use `nmap -sV` first.\n\nThen check the banners.");
  await moderator.close();

  await page.goto(path(id));
  const box = page.getByLabel("Reply", { exact: true });
  await box.fill("Agreed.");
  await page.getByRole("button", { name: "Quote the reply by Riley Quinn" }).click();
  await expect(box).toBeFocused();
  // The quote names its author with a mention: they are notified, and the name links to their profile.
  await expect(box).toHaveValue(
    /^Agreed\.\n\n> @\[Riley Quinn\]\(member:[\w-]+\) wrote:\n> Use `nmap -sV` first\.\n>\n> Then check the banners\.\n\n$/,
  );
  await box.press("End");
  await box.pressSequentially("And -O for the OS.");
  await page.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Reply posted", { exact: true })).toBeVisible();
  const posted = page.getByRole("article", { name: /^Reply by/ }).last();
  await expect(posted.locator("blockquote")).toContainText("@Riley Quinn wrote:");
  await expect(posted.locator("blockquote").getByRole("link", { name: "@Riley Quinn" })).toHaveAttribute(
    "href",
    /^\/members\//,
  );
  await expect(posted.locator("blockquote")).toContainText("Then check the banners.");
  await expect(posted).toContainText("And -O for the OS.");
});
