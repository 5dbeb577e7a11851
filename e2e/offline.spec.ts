import { expect, test } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

// Losing the network keeps the screen and what the user typed; coming back recovers by itself.

test("board: a filter changed offline says so in the list, keeps the search text, and loads once back online", async ({
  page,
  context,
}) => {
  await signInToCommunity(page);
  const list = page.getByRole("list", { name: "Discussion list" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search discussions" });

  await context.setOffline(true);
  await search.fill("lab");
  await page.getByRole("button", { name: "Lab Questions", exact: true }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Could not load the discussions for this filter" });
  await expect(failure).toBeVisible();
  // The board is still there, with the member's choices.
  await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expect(search).toHaveValue("lab");
  await expect(page.getByRole("button", { name: "Lab Questions", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await context.setOffline(false);
  await expect(failure).toBeHidden();
  const cards = list.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Lab Help");
  await expect(search).toHaveValue("lab");
});

test("board: Try again after a failed filter loads it without a reload", async ({ page }) => {
  await signInToCommunity(page);
  let refuse = true;
  await page.route("**/graphql", (route) =>
    refuse && route.request().postData()?.includes("DiscussionListPaginationQuery")
      ? route.abort("failed")
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Study Groups", exact: true }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Could not load the discussions for this filter" });
  await expect(failure).toBeVisible();

  refuse = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(failure).toBeHidden();
  const cards = page.getByRole("list", { name: "Discussion list" }).getByRole("article");
  await expect(cards.first()).toContainText("Study Groups");
});

test("a screen whose code cannot load offline appears by itself when the network is back", async ({
  page,
  context,
}) => {
  await signInToCommunity(page);
  await expect(page.getByRole("list", { name: "Discussion list" })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "View Profile" }).click();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toBeVisible();
  // Its styles came too: no stylesheet of the page is left failed.
  const failedStyles = await page.evaluate(
    () => [...document.querySelectorAll<HTMLLinkElement>("link[rel='stylesheet']")].filter((l) => !l.sheet).length,
  );
  expect(failedStyles).toBe(0);
});

test("a slow screen shows its shape, then the screen", async ({ page }) => {
  await signInToCommunity(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (route.request().postData()?.includes("CommunityPageQuery")) await held;
    await route.fallback();
  });
  await page.goto("/community");
  const loading = page.getByRole("status").filter({ hasText: "Loading…" });
  await expect(loading).toBeVisible();
  // Its bar holds the theme control's place: no control appears only to vanish under the pointer.
  await expect(page.getByRole("button", { name: "Theme" })).toHaveCount(0);
  release();
  await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Theme" })).toBeVisible();
});

test("a screen whose data cannot load offline says so, and loads by itself when the network is back", async ({
  page,
  context,
}) => {
  await signInToCommunity(page);
  const titles = page.locator("a[href^='/community/discussions/']:not([href*='#'])");
  await titles.first().click();
  await expect(page.getByRole("link", { name: "Back to discussions" })).toBeVisible();
  await page.goBack();
  await expect(titles.nth(1)).toBeVisible();

  await context.setOffline(true);
  const second = (await titles.nth(1).textContent()) ?? "";
  await titles.nth(1).click();
  // Queries are retried a few times (1 s, 2 s, 4 s) before the screen gives up.
  await expect(page.getByRole("alert")).toHaveText(
    "You are offline. This page loads again by itself once you are back online.",
    { timeout: 20_000 },
  );
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: second })).toBeVisible();
});

test("a server error reads '<status>: <message>', not the JSON it came in", async ({ page }) => {
  await signInToCommunity(page);
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("ProfileScreenQuery")
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ errors: [{ message: "Unexpected error." }] }),
        })
      : route.fallback(),
  );
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("500: Unexpected error.");
});
