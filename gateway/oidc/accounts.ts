import type { Account } from "oidc-provider";
import type { Credentials } from "../../schema/auth/credentials.js";
import { verifyPassword } from "../../schema/auth/passwords.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";

/**
 * The embedded provider's accounts: community users in the database that have a password.
 * Whether such a user may use the community (isActive) is the relying party's decision, made
 * on every sign-in; the provider only vouches for who they are.
 */
const passwordAccount = { role: "COMMUNITY", passwordHash: { not: null } } as const;

/** The account id of the community user with these credentials (checked by credentialsSchema), or null. */
export async function authenticateCommunityAccount(prisma: PrismaClient, { email, password }: Credentials): Promise<string | null> {
  const user = await prisma.user.findFirst({
    where: { ...passwordAccount, email: { equals: email, mode: "insensitive" } },
    select: { id: true, passwordHash: true },
  });
  // Runs a verification even for an unknown e-mail, so timing does not reveal accounts.
  return (await verifyPassword(user?.passwordHash, password)) && user ? user.id : null;
}

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
