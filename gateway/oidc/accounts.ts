import type { Account } from "oidc-provider";
import { passwordAccount } from "../../schema/auth/communityAccounts.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";

/**
 * oidc-provider's findAccount: the claims come from the user's current profile. Undefined for an
 * account that can no longer sign in (deleted, disabled, no password).
 */
export async function findCommunityAccount(prisma: PrismaClient, id: string): Promise<Account | undefined> {
  const user = await prisma.user.findFirst({
    where: { ...passwordAccount, id },
    select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true, sessionsEndedAt: true },
  });
  if (!user) return undefined;
  return {
    accountId: user.id,
    sessionsEndedAt: user.sessionsEndedAt,
    claims: () => ({
      sub: user.id,
      email: user.email,
      // The address was set by the academy (seed, demo account or an admin), not self-asserted.
      email_verified: true,
      given_name: user.firstName,
      family_name: user.lastName,
      name: `${user.firstName} ${user.lastName}`.trim(),
      ...(user.profileImageUrl ? { picture: user.profileImageUrl } : {}),
    }),
  };
}

/**
 * Whether a sign-in the provider remembers (its session's login time, in whole seconds) is not
 * known to come after the moment the member's sessions were ended, so that it must not let anyone
 * back in. A sign-in in the very second of the ending counts as before it: the session's time has
 * no finer grain, and asking once more for a password beats letting an ended session back in.
 */
export function signInPredatesEnding(loginTs: number | undefined, sessionsEndedAt: Date | null): boolean {
  if (sessionsEndedAt === null) return false;
  return loginTs === undefined || loginTs <= Math.floor(sessionsEndedAt.getTime() / 1000);
}
