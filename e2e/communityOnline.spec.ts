import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { sessionCookieFor } from "../gateway/testing/restClient";

const email = process.env.DEMO_COMMUNITY_EMAIL || "community@cyberlab.academy";
const password = process.env.DEMO_COMMUNITY_PASSWORD || "Community!2026";

// Seeded members (prisma/seedData.ts) have no password: sign them in "elsewhere" with a session
// cookie sealed by the gateway's own key, kept in the test server's data folder.
const members = {
  alex: "seed-user-alex-chen-01",
  maria: "seed-user-maria-garcia-02",
  james: "seed-user-james-wilson-03",
  priya: "seed-user-priya-patel-04",
  sam: "seed-user-sam-okafor-05",
};

function cookieFor(id: string) {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, "session-secret"), "utf8").trim();
  return sessionCookieFor(secret, { id, role: "COMMUNITY", sessionVersion: 0 });
}

async function signIn(page: Page) {
  await page.goto("/api/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/community$/);
}

/** Another browser: a live graphql-ws subscription, as the board keeps one. */
async function connectElsewhere(baseURL: string, id: string) {
  const cookie = await cookieFor(id);
  const client = createClient({
    url: `${baseURL.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
  });
  const ready = new Promise<void>((resolve, reject) => {
    client.subscribe({ query: "subscription { onlineUsers { id } }" }, { next: () => resolve(), error: reject, complete: () => {} });
  });
  await ready;
  return () => client.dispose();
}

const online = (page: Page) => page.getByRole("region", { name: "Online Now" });

test("Online Now is live: members who sign in elsewhere appear, those who leave disappear", async ({ page, baseURL }) => {
  await signIn(page);
  await expect(online(page)).toContainText("Casey Morgan");
  await expect(online(page)).not.toContainText("Sam Okafor");

  const leave = await connectElsewhere(baseURL!, members.sam);
  await expect(online(page)).toContainText("Sam Okafor");
  await expect(online(page)).toContainText("Student");
  await leave();
  await expect(online(page)).not.toContainText("Sam Okafor", { timeout: 5_000 });
});

test("at most 5 people are listed, then '+N more online'; GET /api/users/online answers the same list", async ({ page, playwright, baseURL }) => {
  await signIn(page);
  for (const id of [members.alex, members.maria, members.james, members.priya, members.sam]) {
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: await cookieFor(id) } });
    expect((await other.post("/graphql", { data: { query: "{ me { firstName } }" } })).status()).toBe(200);
    await other.dispose();
  }
  await expect(online(page).getByRole("listitem")).toHaveCount(5);
  await expect(online(page)).toContainText("+1 more online");

  const list = (await (await page.request.get("/api/users/online")).json()) as Array<{ firstName: string; lastName: string }>;
  expect(list).toHaveLength(6);
  const shown = await online(page).getByRole("listitem").allTextContents();
  for (const [i, person] of list.slice(0, 5).entries()) expect(shown[i]).toContain(`${person.firstName} ${person.lastName}`);
});
