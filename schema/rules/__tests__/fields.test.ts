import { describe, expect, it } from "vitest";
import { credentialsSchema, newPasswordSchema } from "../../auth/credentials.js";
import { profileSchema } from "../../profile.js";
import { signupSchema } from "../../signupRules.js";
import { personName, requiredPassword, requiredText } from "../fields.js";
import { LIMITS } from "../text.js";
import { isSubmittableText } from "../text.js";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("field rules", () => {
  it("submits text only when it is not blank", () => {
    expect(isSubmittableText("")).toBe(false);
    expect(isSubmittableText("  \n\t ")).toBe(false);
    expect(isSubmittableText(" ok ")).toBe(true);
  });

  it("names hold 60 characters, trimmed, never blank", () => {
    expect(personName("First name").parse(`  ${"a".repeat(60)}  `)).toBe("a".repeat(60));
    expect(message(personName("First name").safeParse("a".repeat(61)))).toBe("First name is too long");
    expect(message(personName("Last name").safeParse("   "))).toBe("Last name is required");
  });

  it("e-mail addresses hold 254 characters", () => {
    const email = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
    expect(requiredText("Email", LIMITS.email).safeParse(email(254)).success).toBe(true);
    expect(message(credentialsSchema.safeParse({ email: email(255), password: "x" }))).toBe("Email is too long");
  });

  it("passwords keep their spaces, hold 256 characters and are never only blanks", () => {
    expect(requiredPassword().parse(" pass word ")).toBe(" pass word ");
    expect(newPasswordSchema.safeParse("p".repeat(256)).success).toBe(true);
    expect(message(newPasswordSchema.safeParse("p".repeat(257)))).toBe("Password is too long");
    expect(message(newPasswordSchema.safeParse("   "))).toBe("Password is required");
    expect(message(requiredPassword("Password confirmation").safeParse(""))).toBe("Password confirmation is required");
  });

  it("is the same rule in every form that has the field", () => {
    const long = "n".repeat(LIMITS.personName + 1);
    expect(message(profileSchema.safeParse({ firstName: long, lastName: "B" }))).toBe("First name is too long");
    const signup = {
      firstName: long,
      lastName: "B",
      email: "a@b.co",
      phone: "1",
      experience: "SOME",
      password: "p",
      confirmPassword: "p",
    };
    expect(message(signupSchema.safeParse(signup))).toBe("First name is too long");
  });
});
