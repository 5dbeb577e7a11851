import type { Viewer } from "../context.js";
import type { Prisma, PrismaClient } from "../generated/prisma/client.js";
import type { Role } from "../generated/prisma/enums.js";
import { findManySql, readRows, type FindManyStatement, type RunSql } from "../plans/findManySql.js";

const SESSION_COLUMNS = { id: true, role: true, isActive: true, sessionVersion: true, isModerator: true } as const;
export type SessionRow = Prisma.UserGetPayload<{ select: typeof SESSION_COLUMNS }>;

/**
 * What a session remembers of its sign-in: who, as what (a member's moderation as well), and the
 * account's session version then.
 */
export type SessionClaims = { userId?: string; role?: Role; isModerator?: true; version?: number };

/** The claims a sign-in seals into the session. */
export function claimsOf(user: { id: string; role: Role; sessionVersion: number; isModerator?: boolean }) {
  return {
    userId: user.id,
    role: user.role,
    ...(user.role === "COMMUNITY" && user.isModerator ? { isModerator: true as const } : {}),
    version: user.sessionVersion,
  } satisfies SessionClaims;
}

/**
 * The viewer a session claims to be, before resolveViewer has checked it: only for work whose
 * answer is kept once the check returns this same viewer (schema/plans/documentPlans.ts, `start`).
 */
export function claimedViewer(claims: SessionClaims): Viewer | null {
  if (!claims.userId || !claims.role || claims.version === undefined) return null;
  return {
    id: claims.userId,
    role: claims.role,
    ...(claims.role === "COMMUNITY" && claims.isModerator ? { isModerator: true } : {}),
  };
}

/**
 * The one rule for whether a session still stands: the account exists, is active, and its
 * session version has not moved since sign-in (sign-out everywhere, a password set by an admin
 * and disabling all move it). Every transport's session is resolved here.
 */
export async function resolveViewer(
  prisma: PrismaClient,
  claims: SessionClaims,
  runSql?: RunSql,
): Promise<Viewer | null> {
  if (!claims.userId || claims.version === undefined) return null;
  // With `runSql`, one statement outside Prisma (schema/plans/findManySql.ts): every request of a
  // signed-in member pays it, and Prisma's client costs more than the statement itself.
  const statement = runSql ? sessionCheck(claims) : undefined;
  const user = statement
    ? (await readRows(runSql!, statement))[0]
    : await prisma.user.findUnique(sessionRead(claims.userId));
  return viewerOf(claims, user as SessionRow | null | undefined);
}

const sessionRead = (userId: string) => ({ where: { id: userId }, select: SESSION_COLUMNS });

/** The session check's read of the account as one statement; undefined for claims of nobody. */
export function sessionCheck(claims: SessionClaims): FindManyStatement | undefined {
  return claims.userId && claims.version !== undefined
    ? findManySql("User", { ...sessionRead(claims.userId), take: 1 })
    : undefined;
}

/** The viewer the claims stand for, given their account as sessionCheck read it (or nothing found). */
export function viewerOf(claims: SessionClaims, user: SessionRow | null | undefined): Viewer | null {
  if (!user || !user.isActive || user.sessionVersion !== claims.version) return null;
  return {
    id: user.id,
    role: user.role,
    ...(user.role === "COMMUNITY" && user.isModerator ? { isModerator: true } : {}),
  };
}
