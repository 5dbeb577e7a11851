import { expect, type Page, test } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

const online = (page: Page) => page.getByRole("region", { name: "Online Now" });
const isOnlineQuery = (body: string | null) => (body ?? "").includes("OnlineNowQuery");

test("Online Now says 'No users online' when the list is empty", async ({ page }) => {
  await signInToCommunity(page);
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
  await signInToCommunity(page);
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
