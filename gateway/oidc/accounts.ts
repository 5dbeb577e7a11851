import type { Account } from "oidc-provider";
import { passwordAccount } from "../../schema/auth/communityAccounts.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";

/** oidc-provider's findAccount: the claims come from the user's current profile. */
export async function findCommunityAccount(prisma: PrismaClient, id: string): Promise<Account | undefined> {
  const user = await prisma.user.findFirst({
    where: { ...passwordAccount, id },
    select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true },
  });
  if (!user) return undefined;
  return {
    accountId: user.id,
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
