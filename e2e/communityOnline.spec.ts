import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { sessionCookieFor } from "../gateway/testing/restClient";

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
    client.subscribe(
      { query: "subscription { onlineUsers { id } }" },
      { next: () => resolve(), error: reject, complete: () => {} },
    );
  });
  await ready;
  return () => client.dispose();
}

const online = (page: Page) => page.getByRole("region", { name: "Online Now" });

test("Online Now is live: members who sign in elsewhere appear, those who leave disappear", async ({
  page,
  baseURL,
}) => {
  await signInToCommunity(page);
  await expect(online(page)).toContainText("Casey Morgan");
  await expect(online(page)).not.toContainText("Sam Okafor");

  const leave = await connectElsewhere(baseURL!, members.sam);
  await expect(online(page)).toContainText("Sam Okafor");
  await expect(online(page)).toContainText("Student");
  await leave();
  await expect(online(page)).not.toContainText("Sam Okafor", { timeout: 5_000 });
});

test("at most 5 people are listed, then '+N more online'; GET /api/users/online answers the same list", async ({
  page,
  baseURL,
}) => {
  await signInToCommunity(page);
  // Live connections rather than requests: they leave as soon as they close, so later tests start
  // with nobody lingering in the 90 s window of request activity.
  const leave: (() => void | Promise<void>)[] = [];
  for (const id of [members.alex, members.maria, members.james, members.priya, members.sam]) {
    leave.push(await connectElsewhere(baseURL!, id));
  }
  await expect(online(page).getByRole("listitem")).toHaveCount(5);
  await expect(online(page)).toContainText("+1 more online");

  const list = (await (await page.request.get("/api/users/online")).json()) as Array<{
    firstName: string;
    lastName: string;
  }>;
  expect(list).toHaveLength(6);
  // Same people: the order can differ, since this very request makes the viewer the most recent.
  const names = list.map((person) => `${person.firstName} ${person.lastName}`);
  const shown = await online(page).getByRole("listitem").allTextContents();
  for (const item of shown)
    expect(
      names.some((name) => item.includes(name)),
      item,
    ).toBe(true);
  await Promise.all(leave.map((close) => close()));
});
