import { expect, type Page, test } from "@playwright/test";

const email = process.env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy";
const password = process.env.DEMO_COMMUNITY_PASSWORD || "Community!2026";

async function signIn(page: Page) {
  await page.goto("/api/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/community$/);
}

const online = (page: Page) => page.getByRole("region", { name: "Online Now" });
const isOnlineQuery = (body: string | null) => (body ?? "").includes("OnlineNowQuery");

test("Online Now says 'No users online' when the list is empty", async ({ page }) => {
  await signIn(page);
  // The server always counts the viewer as online, so an empty list is staged: the online query
  // answers [] and the live subscription never connects.
  await page.routeWebSocket(/\/graphql$/, () => undefined);
  await page.route("**/graphql", async (route) => {
    if (isOnlineQuery(route.request().postData())) return route.fulfill({ json: { data: { onlineUsers: [] } } });
    return route.fallback();
  });
  await page.reload();
  await expect(online(page)).toContainText("No users online");
  await expect(online(page).getByRole("listitem")).toHaveCount(0);
});

test("Online Now refreshes the list from the server every 30 seconds", async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(online(page)).toContainText("Casey Morgan");
  let polls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/graphql") && isOnlineQuery(request.postData())) polls++;
  });
  await page.clock.runFor(29_000);
  expect(polls).toBe(0);
  await page.clock.runFor(1_000);
  await expect.poll(() => polls).toBe(1);
  await page.clock.runFor(30_000);
  await expect.poll(() => polls).toBe(2);
});
