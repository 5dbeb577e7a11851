import { z } from "zod";
import { isUniqueViolation } from "../errors.js";
import { Prisma, type PrismaClient } from "../generated/prisma/client.js";
import type { Role } from "../generated/prisma/enums.js";
import { hashPassword } from "./passwords.js";
import { sameTextAnyCase } from "../rules/textMatch.js";
import { isStorableText } from "../storableText.js";

/** What a session is started with. */
export type CommunitySignIn = { id: string; role: Role; sessionVersion: number };

export type CommunityLoginRefusal =
  "invalid_claims" | "unverified_email" | "disabled" | "not_community" | "email_taken" | "email_linked_elsewhere";

/** The identity is known, but it may not sign in to the community. */
export class CommunityLoginRefused extends Error {
  constructor(readonly reason: CommunityLoginRefusal) {
    super(`Community sign-in refused: ${reason}`);
    this.name = "CommunityLoginRefused";
  }
}

// Same bound as the profile form, so a name taken from the issuer can be saved back unchanged.
const NAME_MAX = 60;

// Profile claims only seed a profile the user can edit: a malformed one is dropped rather than
// failing the whole sign-in. The identity claims (sub, email) are strict.
// Text PostgreSQL cannot store (a NUL byte, an unpaired surrogate) is malformed like any other.
const optionalText = (max: number) => z.string().trim().max(max).refine(isStorableText).optional().catch(undefined);

export const communityClaimsSchema = z.object({
  sub: z.string().min(1).max(255).refine(isStorableText),
  email: z.string().trim().max(254).pipe(z.email()),
  // Some issuers send the boolean as a string.
  email_verified: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .optional()
    .catch(undefined),
  given_name: optionalText(200),
  family_name: optionalText(200),
  name: optionalText(400),
  picture: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .optional()
    .catch(undefined),
});

export type CommunityClaims = z.infer<typeof communityClaimsSchema>;

/** The profile a first sign-in creates: names from the claims, else from the e-mail address. */
export function profileFromClaims(claims: CommunityClaims): {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
} {
  const [firstName, lastName] = namesFromClaims(claims);
  return {
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
    profileImageUrl: claims.picture ?? null,
  };
}

function namesFromClaims(claims: CommunityClaims): [string, string] {
  if (claims.given_name) return [claims.given_name, claims.family_name ?? ""];
  if (claims.name) {
    const [first = "", ...rest] = claims.name.split(/\s+/);
    return [first, rest.join(" ")];
  }
  // "casey.morgan+labs@…" → Casey Morgan
  const local = claims.email.slice(0, claims.email.lastIndexOf("@")).split("+")[0] ?? "";
  const words = local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return [words[0] ?? local, words.slice(1).join(" ")];
}

const signInFields = { id: true, role: true, isActive: true, sessionVersion: true } as const;

/**
 * The community user behind an OpenID Connect identity: found by subject, else (first sign-in)
 * linked by e-mail to an existing community account, else created from the claims. A profile is
 * only ever filled from claims when it is created or first linked, so later edits survive.
 * Throws CommunityLoginRefused when the account may not sign in.
 */
export async function upsertCommunityUserFromClaims(
  prisma: PrismaClient,
  rawClaims: unknown,
): Promise<CommunitySignIn> {
  const parsed = communityClaimsSchema.safeParse(rawClaims);
  if (!parsed.success) throw new CommunityLoginRefused("invalid_claims");
  const claims = parsed.data;
  try {
    return await findOrCreate(prisma, claims);
  } catch (error) {
    // Two first sign-ins of the same person raced (unique e-mail or subject, or the link was
    // taken meanwhile): the other one won, so the lookup now finds its row.
    if (isLostRace(error)) return findOrCreate(prisma, claims);
    throw error;
  }
}

function isLostRace(error: unknown): boolean {
  // P2025: the row to link was taken (updated away) meanwhile.
  return isUniqueViolation(error) || (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025");
}

async function findOrCreate(prisma: PrismaClient, claims: CommunityClaims): Promise<CommunitySignIn> {
  const linked = await prisma.user.findUnique({ where: { oidcSubject: claims.sub }, select: signInFields });
  if (linked) return admit(linked);

  // An address the issuer says it has not verified never signs anyone in.
  if (claims.email_verified === false) throw new CommunityLoginRefused("unverified_email");
  const byEmail = await prisma.user.findFirst({
    where: { email: sameTextAnyCase(claims.email) },
    select: { ...signInFields, oidcSubject: true, profileImageUrl: true },
  });
  if (byEmail) {
    if (byEmail.role !== "COMMUNITY") throw new CommunityLoginRefused("email_taken");
    // Our own subject here means a concurrent first sign-in created the row a moment ago.
    if (byEmail.oidcSubject === claims.sub) return admit(byEmail);
    if (byEmail.oidcSubject !== null) throw new CommunityLoginRefused("email_linked_elsewhere");
    // Linking hands over an existing account (a seeded member's too): only when the issuer vouches
    // for the address. Silence is not a yes; any issuer user could type any address.
    if (claims.email_verified !== true) throw new CommunityLoginRefused("unverified_email");
    admit(byEmail); // refused before linking: a disabled account stays unlinked
    return admit(
      await prisma.user.update({
        where: { id: byEmail.id, AND: { oidcSubject: null } },
        data: { oidcSubject: claims.sub, profileImageUrl: byEmail.profileImageUrl ?? claims.picture ?? null },
        select: signInFields,
      }),
    );
  }

  return admit(
    await prisma.user.create({
      data: { role: "COMMUNITY", email: claims.email, oidcSubject: claims.sub, ...profileFromClaims(claims) },
      select: signInFields,
    }),
  );
}

function admit(user: { id: string; role: Role; isActive: boolean; sessionVersion: number }): CommunitySignIn {
  if (user.role !== "COMMUNITY") throw new CommunityLoginRefused("not_community");
  if (!user.isActive) throw new CommunityLoginRefused("disabled");
  return { id: user.id, role: user.role, sessionVersion: user.sessionVersion };
}

/** Who the demo member is (Casey Morgan). */
const DEMO_MEMBER = { firstName: "Casey", lastName: "Morgan", isModerator: false };
export const DEMO_MEMBER_NAME = `${DEMO_MEMBER.firstName} ${DEMO_MEMBER.lastName}`;
export const DEMO_MODERATOR = { firstName: "Riley", lastName: "Quinn", isModerator: true };
/** The two other demo members (DemoAccounts' member2 and member3). */
export const DEMO_MEMBER2 = { firstName: "Taylor", lastName: "Brooks", isModerator: false };
export const DEMO_MEMBER3 = { firstName: "Jamie", lastName: "Park", isModerator: false };

/**
 * Creates a demo community account (e-mail and password at the embedded identity provider)
 * when no account has that e-mail yet; an existing one is left exactly as it is.
 */
export async function ensureDemoCommunityAccount(
  prisma: PrismaClient,
  account: { email: string; password: string },
  who: { firstName: string; lastName: string; isModerator: boolean } = DEMO_MEMBER,
): Promise<{ id: string; created: boolean }> {
  const existing = await prisma.user.findFirst({
    where: { email: sameTextAnyCase(account.email) },
    select: { id: true },
  });
  if (existing) return { id: existing.id, created: false };
  const created = await prisma.user.create({
    data: {
      role: "COMMUNITY",
      email: account.email,
      ...who,
      specialization: "NETWORK_SECURITY",
      passwordHash: await hashPassword(account.password),
    },
    select: { id: true },
  });
  return { id: created.id, created: true };
}
