import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { writtenKeys } from "../schema/db/partitions.js";
import { ANY_TABLE } from "../schema/db/readTables.js";

/** The channel the database tells outside writes on (migration 20261203010000_notify_outside_writes). */
export const OUTSIDE_WRITES_CHANNEL = "cyberlab_outside_writes";

/** Waits between attempts to listen again after the connection was lost: doubling up to the last. */
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

export type OutsideWrites = {
  /** Whether a write made outside would be heard now: the connection is listening. */
  hearing: () => boolean;
  close: () => Promise<void>;
};

/**
 * Listens on PostgreSQL for the writes made outside the gateway (psql, a script, another program:
 * each of their statements sends its table's name, at commit) and moves the read cache's versions
 * of those tables, as the gateway's own writes do (a write to the board's discussions or likes with
 * no partition: every category's and page's readers). That lets answers live longer than the
 * expiry that bounded such writes before (gateway/readCache.ts): while this is not hearing (not yet
 * connected, the connection lost, being opened again), `hearing()` is false and answers worked out
 * meanwhile are kept for the short expiry only; when the connection is lost, everything cached is
 * left behind, since a write may go unheard from then on.
 */
export function listenForOutsideWrites(
  url: string,
  advance: (tables: ReadonlySet<string>) => Promise<void>,
  log: FastifyBaseLogger,
): OutsideWrites {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const report = (error: unknown) => log.warn({ err: error }, "read cache: outside writes not heard");
  const everything = () => advance(new Set([ANY_TABLE])).catch(report);

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.removeAllListeners("notification");
    lostClient.end().catch(() => undefined);
    if (listening) void everything();
    listening = false;
    if (!closed) retry = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
  };

  async function connect() {
    retry = undefined;
    const next = new pg.Client({ connectionString: url, application_name: "cyberlab-outside-writes" });
    client = next;
    next.on("error", (error) => {
      report(error);
      lost(next);
    });
    next.on("end", () => lost(next));
    next.on("notification", ({ payload }) => {
      if (payload) void advance(new Set(writtenKeys(payload, undefined))).catch(report);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${OUTSIDE_WRITES_CHANNEL}`);
      if (client !== next || closed) return;
      // What was cached while no one listened was kept for the short expiry only (answerLifetime,
      // taken when each request began): nothing to leave behind.
      listening = true;
      attempt = 0;
    } catch (error) {
      report(error);
      lost(next);
    }
  }
  void connect();

  return {
    hearing: () => listening,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      await open?.end().catch(() => undefined);
    },
  };
}
