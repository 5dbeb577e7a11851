import { demoAccountsFromEnv } from "../../prisma/demoAccounts.js";
import { openDatabase } from "../../schema/db/database.js";
import type { BenchContext } from "./types.js";

export const demoAccounts = demoAccountsFromEnv({});

export type SessionUser = { id: string; role: "COMMUNITY" | "STUDENT" | "ADMIN"; sessionVersion: number };

/**
 * The demo community member as the session needs it. Read before a gateway starts: PGlite lets
 * one process at a time open the database.
 */
export async function demoCommunityMember(context: BenchContext): Promise<SessionUser> {
  const db = await openDatabase(context.database, { poolSize: 1 });
  try {
    const user = await db.prisma.user.findUniqueOrThrow({
      where: { email: demoAccounts.community.email },
      select: { id: true, sessionVersion: true },
    });
    return { id: user.id, role: "COMMUNITY", sessionVersion: user.sessionVersion };
  } finally {
    await db.close();
  }
}

/** Signs in through a REST login (`/api/admin/auth`, `/api/student/auth`) and returns the session cookie. */
export async function passwordSignIn(
  url: string,
  path: "/api/admin/auth" | "/api/student/auth",
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in at ${path} as ${email} answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/** POSTs a GraphQL document and fails on HTTP or GraphQL errors. */
export async function graphql<T>(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (response.status !== 200 || body.errors)
    throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data as T;
}
