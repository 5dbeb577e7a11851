import type { PrismaClient } from "../generated/prisma/client.js";
import type { Credentials } from "./credentials.js";
import { verifyPassword } from "./passwords.js";
import { sameTextAnyCase } from "../rules/textMatch.js";

/**
 * The embedded provider's accounts: community users in the database that have a password.
 * Whether such a user may use the community (isActive) is the relying party's decision, made
 * on every sign-in; the provider only vouches for who they are.
 */
export const passwordAccount = { role: "COMMUNITY", passwordHash: { not: null } } as const;

/** The account id of the community user with these credentials (checked by credentialsSchema), or null. */
export async function authenticateCommunityAccount(
  prisma: PrismaClient,
  { email, password }: Credentials,
): Promise<string | null> {
  const user = await prisma.user.findFirst({
    where: { ...passwordAccount, email: sameTextAnyCase(email) },
    select: { id: true, passwordHash: true },
  });
  // Runs a verification even for an unknown e-mail, so timing does not reveal accounts.
  return (await verifyPassword(user?.passwordHash, password)) && user ? user.id : null;
}
