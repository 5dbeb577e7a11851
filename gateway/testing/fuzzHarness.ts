import fc from "fast-check";
import { hashPassword } from "../../schema/auth/passwords.js";
import type { User } from "../../schema/generated/prisma/client.js";
import { freshClientAddress } from "../../schema/testing/arbitraries.js";
import { changedTables, snapshotDatabase, type DatabaseSnapshot } from "../../schema/testing/databaseSnapshot.js";
import type { SeededDatabase } from "../../schema/testing/seededDatabase.js";
import type { DatabaseTarget } from "../../schema/db/config.js";
import type { App } from "../app.js";
import { sessionCookieFor } from "./restClient.js";
import { startTestApp, TEST_DEMO_ACCOUNTS, TEST_SESSION_SECRET } from "./testApp.js";

/** Who makes a call: nobody, a signed-in role, or someone holding a cookie that must not count. */
export type Caller = "anonymous" | "community" | "moderator" | "student" | "admin" | "forged" | "stale";
const SIGNED_IN: Caller[] = ["community", "moderator", "student", "admin"];
const OUTSIDERS: Caller[] = ["anonymous", "forged", "stale"];

export type FuzzResponse = { status: number; headers: Record<string, unknown>; text: string; json: unknown };

export type FuzzWorld = {
  app: App;
  seeded: SeededDatabase;
  prisma: SeededDatabase["db"]["prisma"];
  demo: typeof TEST_DEMO_ACCOUNTS;
  /** The callers' accounts, and students that admin calls may act on (never a caller). */
  users: { community: User; moderator: User; student: User; admin: User; targets: User[] };
  /** An HTTP call through the whole gateway, from a client address never used before. */
  send: (
    caller: Caller,
    method: "GET" | "POST" | "PUT" | "PATCH",
    url: string,
    body?: { json: unknown } | { raw: string },
  ) => Promise<FuzzResponse>;
  close: () => Promise<void>;
};

/**
 * A seeded database with the demo accounts, two extra students for admin calls to act on, and the
 * gateway built on it. Callers' cookies are sealed afresh for every call with the account's
 * current session version, so a fuzzed logout or password change does not sign the rest out.
 */
export async function createFuzzWorld(kind: DatabaseTarget["kind"]): Promise<FuzzWorld> {
  // Each request claims a fresh address through a trusted local proxy, so the sign-in and sign-up limits never end a
  // run early.
  const app = await startTestApp(kind, { demoAccounts: true, settings: { trustProxy: ["loopback"] } });
  const { seeded, prisma } = app;
  const demo = TEST_DEMO_ACCOUNTS;
  const passwordHash = await hashPassword("Target-Student-Passw0rd");
  const targets = await Promise.all(
    ["one", "two"].map((n, i) =>
      prisma.user.create({
        data: {
          role: "STUDENT",
          email: `fuzz-target-${n}@student.test`,
          firstName: "Target",
          lastName: n,
          isActive: i === 0,
          passwordHash,
        },
      }),
    ),
  );
  const users = {
    community: await prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } }),
    // A member the admins made a moderator.
    moderator: await prisma.user.update({ where: { id: "seed-user-sam-okafor-05" }, data: { isModerator: true } }),
    student: await prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } }),
    admin: await prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } }),
    targets,
  };
  const forged = await sessionCookieFor("a-different-secret-that-is-also-32-chars-long", users.admin);

  const cookieFor = async (caller: Caller): Promise<string | undefined> => {
    switch (caller) {
      case "anonymous":
        return undefined;
      case "forged":
        return forged;
      case "stale": {
        const current = await prisma.user.findUniqueOrThrow({ where: { id: users.student.id } });
        return sessionCookieFor(TEST_SESSION_SECRET, { ...current, sessionVersion: current.sessionVersion - 1 });
      }
      default: {
        const current = await prisma.user.findUniqueOrThrow({ where: { id: users[caller].id } });
        return sessionCookieFor(TEST_SESSION_SECRET, current);
      }
    }
  };

  const send: FuzzWorld["send"] = async (caller, method, url, body) => {
    const cookie = await cookieFor(caller);
    const res = await app.fastify.inject({
      method,
      url,
      headers: {
        "x-forwarded-for": freshClientAddress(),
        ...(cookie ? { cookie } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { payload: "raw" in body ? body.raw : JSON.stringify(body.json) } : {}),
    });
    let json: unknown;
    try {
      json = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, headers: res.headers, text: res.body, json };
  };

  return {
    app,
    seeded,
    prisma,
    demo,
    users,
    send,
    close: app.close,
  };
}

/** Everyone a fuzz case may call as. */
export const ALL_CALLERS: Caller[] = [...SIGNED_IN, ...OUTSIDERS];
/** Community members: a moderator is one too, and may do whatever a member may. */
export const MEMBERS: Caller[] = ["community", "moderator"];
/** The member who made an accepted community call: the moderator, or the plain member. */
export const memberOf = (world: FuzzWorld, caller: Caller) =>
  world.users[caller === "moderator" ? "moderator" : "community"];

/** Mostly the callers who may make the call; sometimes anyone else, or a cookie that must not count. */
export function callerArbitrary(allowed: Caller[]): fc.Arbitrary<Caller> {
  const others = [...SIGNED_IN, ...OUTSIDERS].filter((c) => !allowed.includes(c));
  const mine = fc.constantFrom(...allowed);
  return others.length === 0
    ? mine
    : fc.oneof({ arbitrary: mine, weight: 3 }, { arbitrary: fc.constantFrom(...others), weight: 1 });
}

/** Throws, naming the tables, when a call that was refused left a trace in the database. */
export async function expectUnchanged(world: FuzzWorld, before: DatabaseSnapshot, what: string): Promise<void> {
  const changed = changedTables(before, await snapshotDatabase(world.prisma));
  if (changed.length > 0) throw new Error(`${what} was refused but changed ${changed.join(", ")}`);
}
