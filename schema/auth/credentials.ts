import { z } from "zod";
import { requiredPassword, requiredText } from "../rules/fields.js";
import { LIMITS } from "../rules/text.js";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "../storableText.js";

/**
 * E-mail and password sign-in, shared by the student and admin logins, their forms and the embedded
 * OpenID provider's form (which has no GraphQL input guard in front: the storable-text rule is here too).
 */
export const credentialsSchema = z.object({
  email: requiredText("Email", LIMITS.email).refine(isStorableText, `Email: ${UNSTORABLE_TEXT_MESSAGE}`),
  password: requiredPassword().refine(isStorableText, `Password: ${UNSTORABLE_TEXT_MESSAGE}`),
});

export type Credentials = z.output<typeof credentialsSchema>;

/** A password an admin sets for a student: non-blank, within sane bounds. */
export const newPasswordSchema = requiredPassword();
