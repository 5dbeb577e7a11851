import { z } from "zod";

/** E-mail and password sign-in, shared by the student and admin logins and their forms. */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1, "Email is required").max(254, "Email is too long"),
  password: z.string().refine((p) => p.trim().length > 0, "Password is required").pipe(z.string().max(256, "Password is too long")),
});

/** A password an admin sets for a student: non-blank, within sane bounds. */
export const newPasswordSchema = z
  .string()
  .refine((p) => p.trim().length > 0, "Password is required")
  .pipe(z.string().max(256, "Password is too long"));
