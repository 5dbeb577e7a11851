import type { Viewer } from "../context.js";
import type { PrismaClient } from "../generated/prisma/client.js";

/** What a session remembers of its sign-in: who, and the account's session version then. */
export type SessionClaims = { userId?: string; version?: number };

/**
 * The one rule for whether a session still stands: the account exists, is active, and its
 * session version has not moved since sign-in (sign-out everywhere, a password set by an admin
 * and disabling all move it). Every transport's session is resolved here.
 */
export async function resolveViewer(prisma: PrismaClient, claims: SessionClaims): Promise<Viewer | null> {
  if (!claims.userId || claims.version === undefined) return null;
  const user = await prisma.user.findUnique({
    where: { id: claims.userId },
    select: { id: true, role: true, isActive: true, sessionVersion: true, isModerator: true },
  });
  if (!user || !user.isActive || user.sessionVersion !== claims.version) return null;
  return {
    id: user.id,
    role: user.role,
    ...(user.role === "COMMUNITY" && user.isModerator ? { isModerator: true } : {}),
  };
}
