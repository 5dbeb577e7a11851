import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";

/**
 * What a new password must be (OWASP ASVS 2.1 / NIST SP 800-63B): long enough, not one of the
 * passwords attackers try first, not the account's own e-mail address. No composition rules
 * (a digit, a symbol…): they make passwords harder to remember, not to guess. Applied wherever a
 * password is set (sign-up, an admin setting a student's, `npm run admin:create`), never at
 * sign-in, so existing passwords keep working. Server-side only: the list is too big for the
 * web bundle, and the forms keep the spec's own checks (non-blank).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Far above the 64 characters passphrases need; bounds the work of hashing. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  required: "Password is required",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: "Password is too long",
  common: "This password is too common. Choose another.",
  email: "Password must not be the e-mail address or the part before its @",
} as const;

// zxcvbn-ts's list of common passwords (about 49,000, lower case, most frequent first, drawn from
// leaked password sets). Shorter ones are refused by the length rule anyway.
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH));

/** Whether the password (whatever its case) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Whether the password is the e-mail address, or the part before its @ (whatever the case). */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const name = address.slice(0, address.lastIndexOf("@"));
  return typed === address || (name.length > 0 && typed === name);
}

/** Why this new password is refused, or undefined when it may be set. Length counts characters, not UTF-16 units. */
export function passwordPolicyIssue(password: string, email?: string | null): string | undefined {
  if (password.trim().length === 0) return PASSWORD_MESSAGES.required;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  if (email && passwordMatchesEmail(password, email)) return PASSWORD_MESSAGES.email;
  return undefined;
}

/** A new password, kept as typed (spaces count): for inputs that do not carry the e-mail address. */
export const passwordPolicySchema = z.string().superRefine((password, ctx) => {
  const issue = passwordPolicyIssue(password);
  if (issue) ctx.addIssue({ code: "custom", message: issue });
});

/**
 * The e-mail rule for an object holding both (a sign-up, a new admin): refines its `password`.
 * It speaks only when the password passes the rest of the policy, so a field gets one message.
 */
export function refinePasswordNotEmail(value: { email: string; password: string }, ctx: z.RefinementCtx): void {
  if (passwordPolicyIssue(value.password) === undefined && passwordMatchesEmail(value.password, value.email)) {
    ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MESSAGES.email });
  }
}
