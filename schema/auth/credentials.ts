import { z } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../storableText.js";

/**
 * E-mail and password sign-in, shared by the student and admin logins, their forms and the embedded
 * OpenID provider's form (which has no GraphQL input guard in front: the storable-text rule is here too).
 */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254, "Email is too long").refine(isStorableText, `Email: ${UNSTORABLE_TEXT_MESSAGE}`),
  password: z
    .string()
    .refine((p) => p.trim().length > 0, "Password is required")
    .pipe(z.string().max(256, "Password is too long"))
    .refine(isStorableText, `Password: ${UNSTORABLE_TEXT_MESSAGE}`),
});

export type Credentials = z.output<typeof credentialsSchema>;

/** A password an admin sets for a student: non-blank, within sane bounds. */
export const newPasswordSchema = z
  .string()
  .refine((p) => p.trim().length > 0, "Password is required")
  .pipe(z.string().max(256, "Password is too long"));
