import { z } from "zod";
import { endEverySession } from "../auth/endSessions.js";
import type { Prisma } from "../generated/prisma/client.js";

// What deleting an account means: one rule, used by the mutation, its tests and the web dialog.

/** How every screen names the author of a post whose account was deleted. */
export const DELETED_MEMBER_NAME = "[deleted member]";

/** What the member types to confirm; the dialog asks for exactly this. */
export const DELETE_CONFIRMATION = "DELETE";

export const DELETE_CONFIRMATION_MESSAGE = `Type ${DELETE_CONFIRMATION} in capital letters to confirm`;

/** The deletion's input: the typed confirmation, nothing else (surrounding spaces do not count). */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string()
    .trim()
    .refine((typed) => typed === DELETE_CONFIRMATION, DELETE_CONFIRMATION_MESSAGE),
});

/**
 * The account row once its member deleted it: no name, address, identity, credentials or profile
 * left; never active again. The e-mail column stays unique with a placeholder that is not an
 * address, so no sign-in can find or link the row by e-mail (and a new sign-in with the same
 * identity creates a fresh account).
 */
export function deletedAccount(userId: string, now: Date): Prisma.UserUpdateInput {
  return {
    firstName: DELETED_MEMBER_NAME,
    lastName: "",
    email: `deleted-member:${userId}`,
    oidcSubject: null,
    passwordHash: null,
    profileImageUrl: null,
    phone: null,
    experience: null,
    bio: "",
    skills: [],
    specialization: null,
    mutedNotificationKinds: [],
    isActive: false,
    isModerator: false,
    deletedAt: now,
    ...endEverySession(now),
  };
}
