import { z } from "zod";
import { personName } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";
import { SPECIALIZATION_LABELS, type SpecializationKey } from "./rules/specializations.js";

/** The profile form's rules: names required; skills trimmed, non-empty and without duplicates. */
export const profileSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  bio: z.string().trim().max(LIMITS.bio, "Bio is too long").optional(),
  specialization: z.enum(Object.keys(SPECIALIZATION_LABELS) as [SpecializationKey, ...SpecializationKey[]]).nullish(),
  skills: z
    .array(z.string().trim().max(LIMITS.skill, "A skill is too long"))
    .max(LIMITS.skills, "Too many skills")
    .transform((skills) => [...new Set(skills.filter((s) => s.length > 0))])
    .optional(),
});

/** A profile update: only the fields sent change, each under the form's rule; nothing sent changes nothing. */
export const profileUpdateSchema = profileSchema.partial();
