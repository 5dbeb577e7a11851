import { z } from "zod";
import { personName, requiredPassword, requiredText } from "./rules/fields.js";
import { LIMITS } from "./rules/text.js";

/** The sign-up form's experience choices (spec 3), by the value the API takes. */
export const EXPERIENCE_LABELS = {
  BEGINNER: "Complete Beginner",
  SOME: "Some IT Experience",
  EXPERIENCED: "Experienced Professional",
} as const;

export type ExperienceKey = keyof typeof EXPERIENCE_LABELS;

export const EXPERIENCE_KEYS = Object.keys(EXPERIENCE_LABELS) as [ExperienceKey, ...ExperienceKey[]];

/**
 * The student sign-up form (spec 3 and 5): every field is required. As the spec says, nothing
 * checks that the confirmation matches the password. `courseId` is the course whose Enroll Now
 * link led here, if any. The server also holds the password to the password policy
 * (schema/auth/passwordPolicy.ts, applied in types/signup.ts): its common-password list stays out
 * of the web bundle, and the form shows the server's reason beside the field.
 */
export const signupSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: requiredText("Email", LIMITS.email).pipe(z.email("Enter a valid email address")),
  phone: requiredText("Phone number", LIMITS.phone),
  experience: z.enum(EXPERIENCE_KEYS, "Experience level is required"),
  password: requiredPassword("Password"),
  confirmPassword: requiredPassword("Password confirmation"),
  courseId: z.number().int().positive("Unknown course").nullish(),
});

export type SignupValues = z.input<typeof signupSchema>;
