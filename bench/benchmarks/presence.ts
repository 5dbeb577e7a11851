// Presence fan-out: 1,000 graphql-ws subscribers of the online list; for each
// community sign-in, how long until every one of them has received the list with the newcomer.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import WebSocket from "ws";
import { formAction, TestBrowser } from "../../gateway/oidc/__tests__/browser.js";
import { hashPassword } from "../../schema/auth/passwords.js";
import { openDatabase } from "../../schema/db/database.js";
import { graphql } from "../lib/accounts.js";
import { benchSessionCookie, startGateway } from "../lib/gateway.js";
import type { BenchContext, BenchRow, Benchmark } from "../lib/types.js";

const SUBSCRIBERS = 1_000;
const ROUNDS = 10;
const GOAL_P95_MS = 500;
const NEWCOMER_PASSWORD = "Bench-Newcomer!2026";
/** Long enough for a slow fan-out to show in the figures rather than abort the run. */
const ROUND_TIMEOUT_MS = 60_000;

/**
 * Who holds the 1,000 connections: `members` distinct community members, round-robin (people with
 * the board open in several tabs), every one of them on the online list, so each push carries
 * members + newcomers people. The second scenario shows what a ten times longer list costs; a
 * thousand distinct members would make setting up (a thousand initial lists of a thousand
 * people) take longer than the rest of the benchmarks together on a two-core machine.
 */
type Scenario = { members: number; goal: boolean };
const SCENARIOS: Scenario[] = [
  { members: 20, goal: true },
  { members: 200, goal: false },
];

const benchmark: Benchmark = async (context) => {
  const rows: BenchRow[] = [];
  // With REDIS_URL, also as replicas run it: presence and its announcements through Redis.
  const sharing = process.env.REDIS_URL ? ["memory", "redis"] : ["memory"];
  for (const shared of sharing) {
    for (const scenario of SCENARIOS) {
      const label = `${SUBSCRIBERS.toLocaleString("en")} subscribers, ${scenario.members.toLocaleString("en")} members online, ${shared}`;
      context.log(`presence: ${label}`);
      const latencies = await measureFanOut(context, scenario, shared === "redis", `${shared}-${scenario.members}`);
      const p95 = percentile(latencies, 0.95);
      rows.push(
        {
          benchmark: "presence fan-out",
          metric: `p50 (${label})`,
          value: round(percentile(latencies, 0.5)),
          unit: "ms",
        },
        {
          benchmark: "presence fan-out",
          metric: `p95 (${label})`,
          value: round(p95),
          unit: "ms",
          ...(scenario.goal ? { goal: `< ${GOAL_P95_MS}`, met: p95 < GOAL_P95_MS } : {}),
        },
        { benchmark: "presence fan-out", metric: `max (${label})`, value: round(Math.max(...latencies)), unit: "ms" },
      );
    }
  }
  return rows;
};
export default benchmark;

async function measureFanOut(
  context: BenchContext,
  scenario: Scenario,
  redis: boolean,
  tag: string,
): Promise<number[]> {
  const { members, newcomers } = await createMembers(context, scenario.members, tag);
  // A prefix of its own, removed afterwards: nobody from another run is online, nothing is left behind.
  const redisPrefix = `cyberlab-bench-${randomBytes(4).toString("hex")}:`;
  const gateway = await startGateway(context, {
    env: redis ? { REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: redisPrefix } : {},
  });
  const subscribers: Subscriber[] = [];
  try {
    const cookies = await Promise.all(members.map((member) => benchSessionCookie({ ...member, role: "COMMUNITY" })));
    // Everyone is online before the subscriptions open, as on a busy board: a subscription then
    // changes nobody's presence, and setting up costs one list per connection rather than one
    // broadcast per arrival.
    for (const cookie of cookies) await graphql(gateway.url, cookie, ONLINE_NOW_QUERY);
    for (let i = 0; i < SUBSCRIBERS; i++) {
      subscribers.push(await subscribe(gateway.url, cookies[i % cookies.length]!));
      if ((i + 1) % 250 === 0) context.log(`presence: ${i + 1} subscribers`);
    }
    const everyone = members.map((member) => `"firstName":"${member.firstName}"`);
    await Promise.all(
      subscribers.map((subscriber) => subscriber.received((list) => everyone.every((name) => list.includes(name)))),
    );

    const latencies: number[] = [];
    for (const [index, newcomer] of newcomers.entries()) {
      const browser = await signIn(gateway.url, newcomer.email);
      const marker = `"firstName":"${newcomer.firstName}"`;
      const arrivals = subscribers.map((subscriber) =>
        subscriber.received((list) => list.includes(marker), ROUND_TIMEOUT_MS),
      );
      // The sign-in lands on /community, whose first signed-in request puts the newcomer online.
      const started = performance.now();
      const page = browser.request("/graphql", jsonPost(ONLINE_NOW_QUERY));
      const times = await Promise.all(arrivals);
      await page;
      latencies.push(...times.map((at) => at - started));
      context.log(
        `presence: round ${index + 1}/${newcomers.length}: p95 ${round2(
          percentile(
            times.map((at) => at - started),
            0.95,
          ),
        )} ms`,
      );
    }
    return latencies;
  } finally {
    subscribers.forEach((subscriber) => subscriber.close());
    await gateway.stop();
    if (redis) await removeRedisKeys(redisPrefix);
  }
}

async function removeRedisKeys(prefix: string) {
  const client = new Redis(process.env.REDIS_URL!);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length > 0) await client.del(...keys);
  } finally {
    await client.quit();
  }
}

type Member = { id: string; sessionVersion: number; firstName: string; email: string };

/**
 * Subscribers (signed in by cookie: their sign-in is not what is measured) and one newcomer per round, with a password
 * for the embedded provider.
 */
async function createMembers(
  context: BenchContext,
  count: number,
  tag: string,
): Promise<{ members: Member[]; newcomers: Member[] }> {
  const db = await openDatabase(context.database);
  try {
    const passwordHash = await hashPassword(NEWCOMER_PASSWORD);
    const user = (kind: string, i: number) => ({
      role: "COMMUNITY" as const,
      email: `bench-${tag}-${kind}-${i}@bench.cyberlab.test`,
      firstName: `Bench${kind}${tag.replace(/\W/g, "")}n${i}`,
      lastName: "Presence",
      ...(kind === "newcomer" ? { passwordHash } : {}),
    });
    const subscriberData = Array.from({ length: count }, (_, i) => user("member", i));
    const newcomerData = Array.from({ length: ROUNDS }, (_, i) => user("newcomer", i));
    await db.prisma.user.createMany({ data: [...subscriberData, ...newcomerData], skipDuplicates: true });
    const select = { id: true, sessionVersion: true, firstName: true, email: true } as const;
    const byEmail = async (data: { email: string }[]) => {
      const found = await db.prisma.user.findMany({ where: { email: { in: data.map((d) => d.email) } }, select });
      return data.map((d) => found.find((f) => f.email === d.email)!);
    };
    return { members: await byEmail(subscriberData), newcomers: await byEmail(newcomerData) };
  } finally {
    await db.close();
  }
}

/**
 * The embedded provider's sign-in, as a browser goes through it; resolves with the session cookie in the browser's jar.
 */
async function signIn(url: string, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser(url);
  const { response, url: pageUrl } = await browser.follow("/api/login");
  const submitted = await browser.postForm(new URL(formAction(await response.text()), pageUrl).href, {
    email,
    password: NEWCOMER_PASSWORD,
  });
  if (submitted.status !== 303) throw new Error(`sign-in form answered ${submitted.status}`);
  const { response: callback } = await browser.follow(
    submitted.headers.get("location")!,
    {},
    (next) => next.pathname === "/community",
  );
  if (callback.headers.get("location") !== "/community")
    throw new Error(`sign-in ended at ${callback.headers.get("location")}`);
  return browser;
}

type Subscriber = {
  /**
   * Resolves with the arrival time (performance.now()) of the first list, current or next, whose raw text passes
   * `test`.
   */
  received: (test: (list: string) => boolean, timeoutMs?: number) => Promise<number>;
  close: () => void;
};

/**
 * One graphql-ws connection (graphql-transport-ws protocol) with the web app's own subscription.
 * Messages are tested as text rather than parsed: 1,000 clients share this process's CPU with the
 * gateway, and a parse per message would be counted as fan-out time.
 */
function subscribe(url: string, cookie: string): Promise<Subscriber> {
  const socket = new WebSocket(`${url.replace("http", "ws")}/graphql`, "graphql-transport-ws", { headers: { cookie } });
  let latest: { text: string; at: number } | undefined;
  let failure: Error | undefined;
  const waiters = new Set<{
    test: (list: string) => boolean;
    resolve: (at: number) => void;
    reject: (error: Error) => void;
  }>();
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiters) waiter.reject(error);
    waiters.clear();
  };
  return new Promise((resolve, reject) => {
    socket.on("error", (error) => (reject(error), fail(error)));
    socket.on("close", (code, reason) => fail(new Error(`subscription closed: ${code} ${reason.toString()}`)));
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init" })));
    socket.on("message", (data) => {
      const at = performance.now();
      const text = data.toString();
      if (text.startsWith('{"type":"connection_ack"')) {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: ONLINE_USERS_SUBSCRIPTION } }));
        resolve({ received, close: () => socket.close() });
        return;
      }
      if (!text.startsWith('{"id":"1","type":"next"'))
        return fail(new Error(`subscription failed: ${text.slice(0, 300)}`));
      latest = { text, at };
      for (const waiter of waiters) {
        if (waiter.test(text)) {
          waiters.delete(waiter);
          waiter.resolve(at);
        }
      }
    });
  });

  function received(test: (list: string) => boolean, timeoutMs = ROUND_TIMEOUT_MS) {
    if (latest && test(latest.text)) return Promise.resolve(latest.at);
    if (failure) return Promise.reject(failure);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching online list within ${timeoutMs} ms`)), timeoutMs);
      waiters.add({
        test,
        resolve: (at) => (clearTimeout(timer), resolve(at)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
    });
  }
}

const jsonPost = (query: string): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query }),
});

/** The web app's own operations, as relay-compiler wrote them for the gateway's trusted documents. */
function webOperation(name: string): string {
  const documents = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, "../../gateway/security/persistedDocuments.json"), "utf8"),
  ) as Record<string, string>;
  const text = Object.values(documents).find((document) =>
    new RegExp(`^(query|subscription|mutation) ${name}\\b`).test(document),
  );
  if (!text) throw new Error(`${name} is not among the web app's operations`);
  return text;
}
const ONLINE_USERS_SUBSCRIPTION = webOperation("useOnlineUsersSubscription");
const ONLINE_NOW_QUERY = webOperation("OnlineNowQuery");

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
const round = (ms: number) => Math.round(ms);
const round2 = (ms: number) => Math.round(ms * 10) / 10;
