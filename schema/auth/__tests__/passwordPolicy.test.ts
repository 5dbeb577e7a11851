import { describe, expect, it } from "vitest";
import { demoAccountsFromEnv } from "../../../prisma/demoAccounts.js";
import { z } from "zod";
import {
  isCommonPassword,
  passwordPolicyIssue,
  passwordPolicySchema,
  refinePasswordNotEmail,
} from "../passwordPolicy.js";

const messages = (password: string) =>
  passwordPolicySchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];

describe("password policy", () => {
  it("asks for at least 8 characters, counting characters rather than UTF-16 units", () => {
    expect(passwordPolicyIssue("Tr0ub4d")).toBe("Password must be at least 8 characters");
    expect(passwordPolicyIssue("Tr0ub4d&")).toBeUndefined();
    // Seven emoji are fourteen UTF-16 units but seven characters.
    expect("🔒".repeat(7)).toHaveLength(14);
    expect(passwordPolicyIssue("🔒".repeat(7))).toBe("Password must be at least 8 characters");
    expect(passwordPolicyIssue("🔒".repeat(8))).toBeUndefined();
    expect(passwordPolicyIssue("ünïcødé!")).toBeUndefined();
  });

  it("accepts passphrases up to 256 characters (64 and more), and refuses longer ones", () => {
    expect(passwordPolicyIssue("correct horse battery staple ".repeat(3))).toBeUndefined();
    expect(passwordPolicyIssue("x7-".repeat(22))).toBeUndefined();
    expect(passwordPolicyIssue("Zq9!".repeat(64))).toBeUndefined();
    expect(passwordPolicyIssue("Zq9!".repeat(64) + "a")).toBe("Password is too long");
  });

  it("refuses the most common passwords whatever their case, and keeps passwords as typed", () => {
    for (const common of [
      "password",
      "12345678",
      "qwertyuiop",
      "iloveyou",
      "Password1",
      "PASSWORD1",
      "trustno1",
      "whatever",
    ]) {
      expect({ common, issue: passwordPolicyIssue(common) }).toEqual({
        common,
        issue: "This password is too common. Choose another.",
      });
    }
    expect(isCommonPassword("1q2w3e4r")).toBe(true);
    expect(isCommonPassword("Xk4#vR9mT2!q")).toBe(false);
    // Spaces count: " password " is not on the list, but it is long enough.
    expect(passwordPolicyIssue(" password ")).toBeUndefined();
  });

  it("refuses a blank password, however long", () => {
    expect(messages("")).toEqual(["Password is required"]);
    expect(messages("          ")).toEqual(["Password is required"]);
  });

  it("refuses the account's e-mail address or its name part, whatever the case, only when it is given", () => {
    const email = "dana.okafor@example.com";
    expect(passwordPolicyIssue("Dana.Okafor@Example.com", email)).toBe(
      "Password must not be the e-mail address or the part before its @",
    );
    expect(passwordPolicyIssue("dana.okafor", email)).toBe(
      "Password must not be the e-mail address or the part before its @",
    );
    expect(passwordPolicyIssue("dana.okafor!2026", email)).toBeUndefined();
    expect(passwordPolicyIssue("dana.okafor")).toBeUndefined();
  });

  it("gives an object's password field one message at a time", () => {
    const form = z.object({ email: z.string(), password: passwordPolicySchema }).superRefine(refinePasswordNotEmail);
    const issues = (value: { email: string; password: string }) =>
      form.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({ email: "ab@c.io", password: "ab@c.io" })).toEqual([
      ["password", "Password must be at least 8 characters"],
    ]);
    expect(issues({ email: "robin.hood@example.com", password: "Robin.Hood" })).toEqual([
      ["password", "Password must not be the e-mail address or the part before its @"],
    ]);
    expect(issues({ email: "robin.hood@example.com", password: "Sherwood!1190" })).toEqual([]);
  });

  it("lets the shipped demo passwords through", () => {
    const demo = demoAccountsFromEnv({});
    for (const account of [demo.student, demo.admin, demo.community])
      expect(passwordPolicyIssue(account.password, account.email)).toBeUndefined();
  });
});
