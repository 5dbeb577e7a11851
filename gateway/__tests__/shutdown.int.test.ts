import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { settingsFromEnv } from "../settings.js";
import { acceptQueuedConnections } from "../shutdown.js";
import { type RunningGateway, startGateway } from "../start.js";

/** One request on a connection of its own (no keep-alive pool): a burst of clients, as a load balancer sends them. */
function request(url: string, pathname: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${pathname}`,
      {
        agent: false,
        method: body ? "POST" : "GET",
        headers: body ? { "content-type": "application/json" } : {},
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("graceful shutdown", () => {
  let gateway: RunningGateway;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-drain-"));
    gateway = await startGateway(
      settingsFromEnv({ DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent" }),
    );
  });
  afterAll(async () => {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a burst sent as it stops, turns readiness 503 at once, and tells subscriptions it is going", async () => {
    const { url } = gateway;
    expect((await request(url, "/readyz")).status).toBe(200);
    // A client with a subscription open.
    const ws = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    await new Promise<void>((resolve, reject) => {
      ws.on("open", () => ws.send(JSON.stringify({ type: "connection_init" })));
      ws.on("message", (data) => (JSON.parse(String(data)).type === "connection_ack" ? resolve() : undefined));
      ws.on("error", reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    const query = JSON.stringify({ query: "{ courses { edges { node { title } } } }" });
    const burst = Array.from({ length: 30 }, () => request(url, "/graphql", query));
    const stopped = gateway.stop();
    const readiness = await request(url, "/readyz");
    const answers = await Promise.allSettled(burst);
    await stopped;

    expect(readiness).toEqual({
      status: 503,
      body: JSON.stringify({ status: "unavailable", reason: "shutting down" }),
    });
    // Every request of the burst was answered in full: none reset, none refused.
    const outcomes = answers.map((a) => (a.status === "fulfilled" ? a.value.status : String(a.reason)));
    expect(outcomes).toEqual(Array.from({ length: 30 }, () => 200));
    for (const answer of answers) {
      if (answer.status !== "fulfilled") continue;
      expect(JSON.parse(answer.value.body).data.courses.edges).toHaveLength(3);
    }
    expect(await closed).toEqual({ code: 1001, reason: "Server shutting down" });
    // Then it no longer listens.
    await expect(request(url, "/healthz")).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("acceptQueuedConnections", () => {
  it("waits until connections stop arriving, and no longer than its bound", async () => {
    const server = http.createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      let started = Date.now();
      await acceptQueuedConnections(server, 100, 5_000);
      expect(Date.now() - started).toBeGreaterThanOrEqual(95);
      expect(Date.now() - started).toBeLessThan(1_000);

      // A new client every 50 ms keeps it waiting, until the bound.
      const connect = () => http.get({ port, host: "127.0.0.1", agent: false }).on("error", () => undefined);
      const timer = setInterval(connect, 50);
      started = Date.now();
      await acceptQueuedConnections(server, 100, 600);
      clearInterval(timer);
      expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
