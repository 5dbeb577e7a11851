import { z } from "zod";
import type { PrismaClient } from "../generated/prisma/client.js";
import { personName } from "../rules/fields.js";
import { LIMITS } from "../rules/text.js";
import { sameTextAnyCase } from "../rules/textMatch.js";
import { passwordPolicySchema, refinePasswordNotEmail } from "./passwordPolicy.js";
import { hashPassword } from "./passwords.js";

/** A new admin: the password is held to the same policy as every other new password. */
export const newAdminSchema = z
  .object({
    email: z.string().trim().toLowerCase().email("Email must be an e-mail address").max(LIMITS.email),
    firstName: personName("First name"),
    lastName: personName("Last name"),
    password: passwordPolicySchema,
  })
  .superRefine(refinePasswordNotEmail);

/** Creates an admin account; refuses an e-mail address that already has an account, whatever its case. */
export async function createAdminAccount(prisma: PrismaClient, input: z.input<typeof newAdminSchema>) {
  const data = newAdminSchema.parse(input);
  // A member's address comes from their issuer as they typed it there ("Sam@Example.com").
  if (await prisma.user.findFirst({ where: { email: sameTextAnyCase(data.email) }, select: { id: true } })) {
    throw new Error(`An account with the e-mail ${data.email} already exists`);
  }
  return prisma.user.create({
    data: {
      role: "ADMIN",
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      passwordHash: await hashPassword(data.password),
    },
    select: { id: true, email: true },
  });
}
