import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createSeededDatabase, type SeededDatabase } from "../../schema/testing/seededDatabase.js";
import { buildApp, type App } from "../app.js";
import { onlineNames as names, watchOnlineUsers as watch, wsClient } from "../testing/onlineUsersWatch.js";
import { sessionCookieFor } from "../testing/restClient.js";

const SECRET = "presence-subscription-secret-at-least-32-chars";

describe("who is online, live over graphql-ws", () => {
  let seeded: SeededDatabase;
  let app: App;
  let url: string;
  const cookieOf = async (id: string) =>
    sessionCookieFor(SECRET, await seeded.db.prisma.user.findUniqueOrThrow({ where: { id } }));

  beforeAll(async () => {
    seeded = await createSeededDatabase("pglite");
    app = await buildApp({
      db: seeded.db,
      production: false,
      webDist: "/nonexistent",
      logger: false,
      sessionSecret: SECRET,
    });
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.fastify.close();
    await seeded.close();
  });

  it("shows a subscriber themself, members who sign in elsewhere, and drops those who leave", async () => {
    const alex = wsClient(url, await cookieOf("seed-user-alex-chen-01"));
    const alexView = watch(alex);
    await alexView.next((v) => names(v) === "Alex");

    // Maria polls over HTTP: she appears on Alex's list.
    const maria = await cookieOf("seed-user-maria-garcia-02");
    expect((await fetch(`${url}/api/users/online`, { headers: { cookie: maria } })).status).toBe(200);
    await alexView.next((v) => names(v) === "Alex,Maria");

    // James subscribes, then disconnects: he comes and goes at once.
    const james = wsClient(url, await cookieOf("seed-user-james-wilson-03"));
    watch(james);
    await alexView.next((v) => names(v) === "Alex,James,Maria");
    await james.dispose();
    await alexView.next((v) => names(v) === "Alex,Maria" && alexView.errors.length === 0);
    await alex.dispose();
  });

  it("refuses a signed-out subscriber", async () => {
    const anonymous = createClient({
      url: `${url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const result = await new Promise<unknown>((resolve) => {
      anonymous.subscribe(
        { query: "subscription { onlineUsers { firstName } }" },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    expect(JSON.stringify(result)).toContain("UNAUTHENTICATED");
    await anonymous.dispose();
  });
});
