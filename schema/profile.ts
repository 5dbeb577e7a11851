import { z } from "zod";
import { LIMITS, personName } from "./rules/fields.js";

/** Display names of the specializations, as forms and legacy clients use them. */
export const SPECIALIZATION_LABELS = {
  NETWORK_SECURITY: "Network Security",
  CRYPTOGRAPHY: "Cryptography",
  PENETRATION_TESTING: "Penetration Testing",
  DIGITAL_FORENSICS: "Digital Forensics",
  SECURITY_ANALYSIS: "Security Analysis",
  INCIDENT_RESPONSE: "Incident Response",
} as const;

export type SpecializationKey = keyof typeof SPECIALIZATION_LABELS;

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
