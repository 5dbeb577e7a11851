import { z } from "zod";
import { isSubmittableText, LIMITS } from "./text.js";

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
