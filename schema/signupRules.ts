import { z } from "zod";

/** The sign-up form's experience choices (spec 3), by the value the API takes. */
export const EXPERIENCE_LABELS = {
  BEGINNER: "Complete Beginner",
  SOME: "Some IT Experience",
  EXPERIENCED: "Experienced Professional",
} as const;

export type ExperienceKey = keyof typeof EXPERIENCE_LABELS;

export const EXPERIENCE_KEYS = Object.keys(EXPERIENCE_LABELS) as [ExperienceKey, ...ExperienceKey[]];

const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

// Passwords are kept as typed (spaces count), but one made only of blanks is not a password.
const requiredPassword = (label: string) =>
  z
    .string()
    .refine((p) => p.trim().length > 0, `${label} is required`)
    .pipe(z.string().max(256, `${label} is too long`));

/**
 * The student sign-up form (spec 3 and 5): every field is required. As the spec says, nothing
 * checks that the confirmation matches the password. `courseId` is the course whose Enroll Now
 * link led here, if any. The server also holds the password to the password policy
 * (schema/auth/passwordPolicy.ts, applied in types/signup.ts): its common-password list stays out
 * of the web bundle, and the form shows the server's reason beside the field.
 */
export const signupSchema = z.object({
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  email: requiredText("Email", 254).pipe(z.email("Enter a valid email address")),
  phone: requiredText("Phone number", 32),
  experience: z.enum(EXPERIENCE_KEYS, "Experience level is required"),
  password: requiredPassword("Password"),
  confirmPassword: requiredPassword("Password confirmation"),
  courseId: z.number().int().positive("Unknown course").nullish(),
});

export type SignupValues = z.input<typeof signupSchema>;
