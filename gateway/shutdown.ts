import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { App } from "./app.js";

// Graceful shutdown (SIGTERM, SIGINT): readiness turns 503 at once; connections the kernel already
// queued are still accepted and answered; then the listener closes, requests in flight finish
// (bounded by the drain timeout), subscriptions are told "Server shutting down" (app.ts), and only
// then does the caller close the database.

/** How long without a new connection counts as the queue being empty, and the most time given to it. */
export const ACCEPT_QUIET_MS = 250;
export const ACCEPT_MAX_MS = 3_000;

/**
 * Waits until no connection has arrived for `quietMs` and every accepted one has sent its request (at
 * most `maxMs`): closing earlier would reset the connections still in the listener's backlog, and
 * close as idle the ones accepted whose request is not read yet.
 */
export async function acceptQueuedConnections(server: Server, quietMs = ACCEPT_QUIET_MS, maxMs = ACCEPT_MAX_MS) {
  let last = Date.now();
  const waiting = new Set<Socket>();
  const arrived = (socket: Socket) => {
    last = Date.now();
    waiting.add(socket);
    socket.once("close", () => waiting.delete(socket));
  };
  const asked = (req: IncomingMessage) => waiting.delete(req.socket);
  server.on("connection", arrived);
  server.on("request", asked);
  const started = Date.now();
  try {
    for (;;) {
      const now = Date.now();
      if (now - started >= maxMs) return;
      if (now - last >= quietMs && waiting.size === 0) return;
      await sleep(Math.max(10, Math.min(last + quietMs - now, started + maxMs - now)));
    }
  } finally {
    server.off("connection", arrived);
    server.off("request", asked);
  }
}

/** Drains the app and closes its server; connections still busy after `timeoutMs` are cut. */
export async function drainApp(app: App, timeoutMs: number): Promise<"drained" | "timed out"> {
  app.markDraining();
  await acceptQueuedConnections(app.fastify.server);
  let timedOut = false;
  const cut = setTimeout(() => {
    timedOut = true;
    app.fastify.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.fastify.close();
  } finally {
    clearTimeout(cut);
  }
  return timedOut ? "timed out" : "drained";
}
