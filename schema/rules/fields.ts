import { z } from "zod";
import { isSubmittableText } from "./text.js";

/**
 * Every field limit of the app, in one place: the GraphQL inputs, the REST layer (through them)
 * and the web forms all use these rules, so a form never accepts what the server refuses.
 */
export const LIMITS = {
  personName: 60,
  email: 254,
  /** Longer passwords are refused: argon2 hashes them all, but a megabyte is not a password. */
  password: 256,
  phone: 32,
  lessonText: 2000,
  discussionTitle: 200,
  discussionContent: 10_000,
  replyContent: 10_000,
  bio: 1000,
  skill: 40,
  skills: 30,
  search: 200,
} as const;

/** Required text: trimmed, not blank ("<label> is required"), at most `max` characters. */
export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** A first or last name. */
export const personName = (label: string) => requiredText(label, LIMITS.personName);

/** A password as typed: spaces count, but one made only of blanks is not a password. */
export const requiredPassword = (label = "Password") =>
  z
    .string()
    .refine(isSubmittableText, `${label} is required`)
    .pipe(z.string().max(LIMITS.password, `${label} is too long`));
