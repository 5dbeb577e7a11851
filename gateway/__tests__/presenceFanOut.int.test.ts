import type { Client } from "graphql-ws";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createStatementCounter } from "../../schema/db/statementCounter.js";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { onlineNames, type Online, watchOnlineUsers, wsClient } from "../testing/onlineUsersWatch.js";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

// Issue 9: an arrival costs the same database work whether one board is open or many; every
// subscriber still gets the new list (schema/presenceBroadcast.ts shares one execution per change).

const ALEX = "seed-user-alex-chen-01";
const JAMES = "seed-user-james-wilson-03";

describe.each(testDatabaseKinds)("online list fan-out on %s", (kind) => {
  const counter = createStatementCounter();
  const app = useTestApp(kind, { onStatement: counter.listener });
  let url: string;
  const clients: Client[] = [];

  const cookieOf = async (id: string) =>
    sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id } }));
  const subscriber = async (id: string, query?: string) => {
    const client = wsClient(url, await cookieOf(id));
    clients.push(client);
    return watchOnlineUsers(client, query);
  };
  /** Someone comes online through a signed-in request; resolves once every watcher has them. */
  const arrive = async (id: string, firstName: string, watchers: ReturnType<typeof watchOnlineUsers>[]) => {
    const response = await fetch(`${url}/api/users/online`, { headers: { cookie: await cookieOf(id) } });
    expect(response.status).toBe(200);
    await Promise.all(
      watchers.map((watcher) => watcher.next((v) => v.onlineUsers.some((u) => u.firstName === firstName))),
    );
  };

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  it("sends one arrival to every open board with as many statements for six boards as for one", async () => {
    const alone = [await subscriber(ALEX)];
    await alone[0]!.next((v) => onlineNames(v) === "Alex");
    const forOne = await counter.during(() => arrive("seed-user-maria-garcia-02", "Maria", alone));

    // Six boards: Alex twice (two tabs), James, and three more of Alex's, on the same document.
    const many = [
      ...alone,
      await subscriber(ALEX),
      await subscriber(JAMES),
      await subscriber(ALEX),
      await subscriber(ALEX),
      await subscriber(ALEX),
    ];
    await Promise.all(many.map((watcher) => watcher.next((v) => onlineNames(v) === "Alex,James,Maria")));
    const forSix = await counter.during(() => arrive("seed-user-priya-patel-04", "Priya", many));

    expect(forSix.length, forSix.join("\n")).toBe(forOne.length);
    for (const watcher of many) {
      expect(onlineNames(await watcher.next((v) => v.onlineUsers.length === 4))).toBe("Alex,James,Maria,Priya");
      expect(watcher.errors).toEqual([]);
    }
  });

  it("answers each subscriber in the shape of its own document", async () => {
    const names = await subscriber(ALEX, "subscription { onlineUsers { firstName } }");
    const full = await subscriber(JAMES, "subscription Full { onlineUsers { firstName lastName } }");
    await arrive("seed-user-sam-okafor-05", "Sam", [names, full]);
    const sam = (v: Online) => v.onlineUsers.find((u) => u.firstName === "Sam");
    expect(sam(await names.next((v) => sam(v) !== undefined))).toEqual({ firstName: "Sam" });
    expect(sam(await full.next((v) => sam(v) !== undefined))).toEqual({ firstName: "Sam", lastName: "Okafor" });
  });
});
