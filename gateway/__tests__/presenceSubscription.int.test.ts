import { createClient } from "graphql-ws";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { onlineNames as names, watchOnlineUsers as watch, wsClient } from "../testing/onlineUsersWatch.js";
import { sessionCookieFor } from "../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

describe("who is online, live over graphql-ws", () => {
  const app = useTestApp("pglite");
  let url: string;
  const cookieOf = async (id: string) =>
    sessionCookieFor(TEST_SESSION_SECRET, await app.prisma.user.findUniqueOrThrow({ where: { id } }));

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
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
