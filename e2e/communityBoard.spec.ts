import { expect, type Page, test } from "@playwright/test";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";
import { expectSignedOutToastThenSignIn } from "./support/signedOutToast";
import { expectNoSeriousAxe } from "./support/axe";

async function signIn(page: Page) {
  await signInToCommunity(page);
  await expect(page.getByRole("heading", { name: /^Welcome back/ })).toBeVisible();
}

const cards = (page: Page) => page.getByRole("list", { name: "Discussion list" }).getByRole("article");
const card = (page: Page, title: string) => page.getByRole("article", { name: title });
const like = (page: Page, title: string) => card(page, title).getByRole("button", { name: /likes, like/ });

/** A category's global id, as the API names it. */
const categoryId = (slug: string) => Buffer.from(`Category:${slug}`).toString("base64");

async function createByApi(page: Page, title: string, category = "general") {
  const res = await page.request.post("/graphql", {
    data: {
      query: "mutation($input: CreateDiscussionInput!) { createDiscussion(input: $input) { clientMutationId } }",
      variables: { input: { title, content: `${title} body`, categoryId: categoryId(category) } },
    },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).errors).toBeUndefined();
}

test.describe("community board, signed in", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("top bar: sections, logo, home, search, bell and the account menu", async ({ page }) => {
    const sections = page.getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link")).toHaveText(["Discussions", "Assignments", "Resources", "Members"]);
    await expect(sections.getByRole("link", { name: "Discussions" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "CyberLab Academy", exact: true })).toHaveAttribute(
      "href",
      "/student-portal",
    );
    await expect(page.getByRole("link", { name: "CyberLab Academy Home" })).toHaveAttribute("href", "/");
    await expect(page.getByPlaceholder("Search discussions...")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Notifications\s*3\s*new$/ })).toContainText("3");
    await page.getByRole("button", { name: /Account menu/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Casey Morgan");
    await expect(menu).toContainText(demoCommunity.email);
    await expect(menu.getByRole("menuitem", { name: "View Profile" })).toHaveAttribute("href", "/profile");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    await expect(menu.getByRole("menuitem", { name: "Sign Out" })).toHaveAttribute("href", "/api/logout");
  });

  test("sidebar: quick actions and every category with its count from the statistics", async ({ page }) => {
    const stats = (await (await page.request.get("/api/stats/discussions")).json()) as {
      total: number;
      byCategory: Record<string, number>;
    };
    const labs = page.getByRole("region", { name: "Course Labs" });
    await expect(labs.getByRole("button", { name: `All Categories ${stats.total}` })).toBeVisible();
    for (const [name, count] of Object.entries(stats.byCategory)) {
      await expect(labs.getByRole("button", { name: `${name} ${count}` })).toBeVisible();
    }
    await expect(labs.locator("[data-icon='fas fa-flask']")).toHaveCount(1);
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "New Discussion" }).click();
    await expect(page.getByRole("dialog", { name: "Start New Discussion" })).toBeVisible();
  });

  test("cards: badge, author, category, time, 200-character preview, actions, last activity", async ({ page }) => {
    const vlan = card(page, "VLAN trunking lab: devices on VLAN 20 cannot reach the gateway");
    await expect(vlan).toContainText("Urgent");
    await expect(vlan).toContainText("Alex Chen");
    await expect(vlan).toContainText("Lab Help");
    await expect(vlan).toContainText(/\b2 hours ago/);
    await expect(vlan).toContainText(/Last activity 1 hour ago/);
    const preview = (await vlan.locator("p").first().textContent()) ?? "";
    expect(preview).toHaveLength(203);
    expect(preview.endsWith("...")).toBe(true);
    for (const name of [/likes, like/, /^Share/]) await expect(vlan.getByRole("button", { name })).toBeVisible();
    await expect(vlan.getByRole("link", { name: /comments on/ })).toBeVisible();
    await expect(vlan.getByText(/views of/)).toBeAttached();
    await expect(card(page, "Welcome to the CyberLab Community: read this first")).toContainText("Pinned");
    await expect(card(page, "Security+ study group: Tuesday and Thursday evenings")).toContainText("Study Groups");
    const ad = card(page, "Active Directory lab: Group Policy not applying to the Sales OU");
    await expect(ad).not.toContainText("Last activity");
    await expect(ad.getByText("SO", { exact: true })).toBeVisible();
  });

  test("filters, sidebar category, sort and search narrow the list on the server", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/graphql") && r.method() === "POST") requests.push(r.postData() ?? "");
    });
    await page.getByRole("button", { name: "Study Groups", exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Security+ study group");
    expect(
      requests.some(
        (body) =>
          body.includes("DiscussionListPaginationQuery") && body.includes(`"categoryId":"${categoryId("study")}"`),
      ),
    ).toBe(true);

    const stats = (await (await page.request.get("/api/stats/discussions")).json()) as {
      byCategory: Record<string, number>;
    };
    await page
      .getByRole("region", { name: "Course Labs" })
      .getByRole("button", { name: /^Lab Help/ })
      .click();
    await expect(page.getByRole("button", { name: "Lab Questions" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(stats.byCategory["Lab Help"]!);
    await expect(cards(page).filter({ hasText: "Lab Help" })).toHaveCount(stats.byCategory["Lab Help"]!);

    await page.getByRole("button", { name: "All Discussions" }).click();
    await page.getByLabel("Sort by").selectOption({ label: "Most Popular" });
    await expect(cards(page).nth(0)).toContainText("Welcome to the CyberLab Community");
    await expect(cards(page).nth(1)).toContainText("Security+ study group");

    await page.getByPlaceholder("Search discussions...").fill("gpresult");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Group Policy not applying");
    await page.getByPlaceholder("Search discussions...").fill("no such discussion anywhere");
    await expect(page.getByText("No discussions match.")).toBeVisible();
  });

  test("more than one page loads on demand", async ({ page }) => {
    for (let i = 1; i <= 6; i++) await createByApi(page, `Paging check ${i}`);
    const { total } = (await (await page.request.get("/api/stats/discussions")).json()) as { total: number };
    await page.reload();
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole("button", { name: "Load more discussions" }).click();
    await expect(cards(page)).toHaveCount(Math.min(total, 20));
  });

  test("like toggles at once and persists; a failure rolls back with the error toast", async ({ page }) => {
    const title = "Incident Response assignment: how detailed should the timeline be?";
    await page.getByPlaceholder("Search discussions...").fill("timeline");
    await expect(cards(page)).toHaveCount(1);
    const before = Number((await like(page, title).textContent())?.match(/\d+/)?.[0]);
    await like(page, title).click();
    await expect(like(page, title)).toHaveAttribute("aria-pressed", "true");
    await expect(like(page, title)).toContainText(`${before + 1} likes`);
    await page.waitForLoadState("networkidle");
    await page.reload();
    await page.getByPlaceholder("Search discussions...").fill("timeline");
    await expect(like(page, title)).toHaveAttribute("aria-pressed", "true");
    await expect(like(page, title)).toContainText(`${before + 1} likes`);
    await like(page, title).click();
    await expect(like(page, title)).toContainText(`${before} likes`);
    await expect(like(page, title)).toHaveAttribute("aria-pressed", "false");
    await page.waitForLoadState("networkidle");

    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("useLikeDiscussionMutation")
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.fallback(),
    );
    await like(page, title).click();
    await expect(like(page, title)).toContainText(`${before + 1} likes`);
    await expect(page.getByText("Failed to like discussion.", { exact: true })).toBeVisible();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(like(page, title)).toContainText(`${before} likes`);
    await expect(like(page, title)).toHaveAttribute("aria-pressed", "false");
  });

  test("new discussion: validation, success with the list and counts updated, reset on close", async ({ page }) => {
    const labs = page.getByRole("region", { name: "Course Labs" });
    const totalBefore = Number(
      (await labs.getByRole("button", { name: /^All Categories/ }).textContent())?.match(/\d+$/)?.[0],
    );
    const studyBefore = Number(
      (await labs.getByRole("button", { name: /^Study Groups/ }).textContent())?.match(/\d+$/)?.[0],
    );
    await page.getByRole("button", { name: "Start New Discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
    await dialog.getByLabel("Title").fill("   ");
    let sent = false;
    page.on("request", (r) => {
      if (r.postData()?.includes("useCreateDiscussionMutation")) sent = true;
    });
    await dialog.getByRole("button", { name: "Create Discussion" }).click();
    await expect(page.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();
    await expect(page.getByText("Validation Error", { exact: true })).toBeVisible();
    expect(sent).toBe(false);

    await dialog.getByLabel("Title").fill("Left unsent");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Start New Discussion" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue("");

    const title = `Study partner for Network Security ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Content").fill("Looking for someone to review firewall labs with on weekends.");
    await dialog.getByLabel("Category").selectOption({ label: "Study Groups" });
    await dialog.getByLabel("Mark as urgent").check();
    await dialog.getByRole("button", { name: "Create Discussion" }).click();
    await expect(page.getByText("Your discussion has been posted successfully.", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toContainText("Urgent");
    await expect(labs.getByRole("button", { name: `All Categories ${totalBefore + 1}` })).toBeVisible();
    await expect(labs.getByRole("button", { name: `Study Groups ${studyBefore + 1}` })).toBeVisible();
    await page.getByRole("button", { name: "Start New Discussion" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue("");
    await expect(dialog.getByLabel("Mark as urgent")).not.toBeChecked();
  });

  test("a failed create shows the error toast", async ({ page }) => {
    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("useCreateDiscussionMutation")
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Start New Discussion" }).click();
    const dialog = page.getByRole("dialog", { name: "Start New Discussion" });
    await dialog.getByLabel("Title").fill("Will fail");
    await dialog.getByLabel("Content").fill("Body");
    await dialog.getByLabel("Category").selectOption({ label: "General Discussion" });
    await dialog.getByRole("button", { name: "Create Discussion" }).click();
    await expect(page.getByText("Failed to create discussion. Please try again.", { exact: true })).toBeVisible();
  });

  test("signed out behind the page's back: the toast, then /api/login after 500 ms", async ({ page, context }) => {
    await page.getByPlaceholder("Search discussions...").fill("certification");
    await expect(cards(page)).toHaveCount(1);
    await context.clearCookies();
    await expectSignedOutToastThenSignIn(page, () =>
      like(page, "Which certification after the IT Infrastructure track?").click(),
    );
  });

  test("phone-sized screens get the sections in a collapsible menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("navigation", { name: "Sections", exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Sections menu" });
    await expect(menu.getByRole("link")).toHaveText(["Discussions", "Assignments", "Resources", "Members"]);
    await expect(menu.getByRole("link", { name: "Discussions" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("has no serious or critical accessibility violation", async ({ page }) => {
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Online Now" })).toBeVisible();
    await expectNoSeriousAxe(page);
  });
});
