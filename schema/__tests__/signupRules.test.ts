import { describe, expect, it } from "vitest";
import { EXPERIENCE_LABELS, signupSchema } from "../signupRules.js";

const valid = {
  firstName: "Dana",
  lastName: "Okafor",
  email: "dana@example.com",
  phone: "+1 555 0100",
  experience: "SOME",
  password: "correct horse",
  confirmPassword: "correct horse",
};

const messages = (input: unknown) => {
  const result = signupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("sign-up rules", () => {
  it("offers the spec's three experience levels", () => {
    expect(Object.values(EXPERIENCE_LABELS)).toEqual([
      "Complete Beginner",
      "Some IT Experience",
      "Experienced Professional",
    ]);
  });

  it("accepts a complete form, trimming names, e-mail and phone", () => {
    const parsed = signupSchema.parse({
      ...valid,
      firstName: "  Dana ",
      email: " dana@example.com ",
      phone: " 555 0100 ",
    });
    expect(parsed).toMatchObject({ firstName: "Dana", email: "dana@example.com", phone: "555 0100" });
  });

  it("requires every field", () => {
    const blank = {
      firstName: " ",
      lastName: "",
      email: "",
      phone: "  ",
      experience: "",
      password: "   ",
      confirmPassword: "",
    };
    expect(messages(blank)).toEqual([
      "firstName: First name is required",
      "lastName: Last name is required",
      "email: Email is required",
      "phone: Phone number is required",
      "experience: Experience level is required",
      "password: Password is required",
      "confirmPassword: Password confirmation is required",
    ]);
  });

  it("checks the e-mail's format", () => {
    expect(messages({ ...valid, email: "not-an-email" })).toEqual(["email: Enter a valid email address"]);
  });

  it("does not compare the confirmation with the password (spec 5)", () => {
    expect(messages({ ...valid, confirmPassword: "something else" })).toEqual([]);
  });

  it("keeps passwords as typed, spaces included", () => {
    expect(signupSchema.parse({ ...valid, password: " pass word " }).password).toBe(" pass word ");
  });

  it("bounds every length", () => {
    expect(messages({ ...valid, firstName: "x".repeat(61), phone: "1".repeat(33), password: "p".repeat(257) })).toEqual(
      ["firstName: First name is too long", "phone: Phone number is too long", "password: Password is too long"],
    );
    expect(messages({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual(["email: Email is too long"]);
  });

  it("takes an optional positive course id", () => {
    expect(messages({ ...valid, courseId: 2 })).toEqual([]);
    expect(messages({ ...valid, courseId: null })).toEqual([]);
    expect(messages({ ...valid, courseId: 0 })).toEqual(["courseId: Unknown course"]);
  });
});
