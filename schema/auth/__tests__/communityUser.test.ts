import { describe, expect, it } from "vitest";
import { communityClaimsSchema, profileFromClaims } from "../communityUser.js";

const base = { sub: "subject-1", email: "casey.morgan@example.org" };
const profile = (claims: Record<string, unknown>) =>
  profileFromClaims(communityClaimsSchema.parse({ ...base, ...claims }));

describe("community claims", () => {
  it("require a subject and a valid e-mail address", () => {
    expect(communityClaimsSchema.safeParse({ email: base.email }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "", email: base.email }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "s" }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "s", email: "not-an-address" }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "s".repeat(256), email: base.email }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "s", email: `${"a".repeat(250)}@example.org` }).success).toBe(false);
    expect(communityClaimsSchema.parse({ sub: "s", email: "  casey@example.org " }).email).toBe("casey@example.org");
    // A subject PostgreSQL could not store (the issuer's, not ours to change) refuses the sign-in.
    expect(communityClaimsSchema.safeParse({ sub: "s\u0000", email: base.email }).success).toBe(false);
    expect(communityClaimsSchema.safeParse({ sub: "s\ud800", email: base.email }).success).toBe(false);
  });

  it("drop malformed profile claims instead of failing the sign-in", () => {
    const claims = communityClaimsSchema.parse({
      ...base,
      given_name: 42,
      family_name: "Null\u0000Byte",
      name: "x".repeat(401),
      picture: "javascript:alert(1)",
      email_verified: "maybe",
    });
    expect(claims).toEqual(base);
  });

  it("accept email_verified as a boolean or a string", () => {
    expect(communityClaimsSchema.parse({ ...base, email_verified: "false" }).email_verified).toBe(false);
    expect(communityClaimsSchema.parse({ ...base, email_verified: true }).email_verified).toBe(true);
  });
});

describe("profile from claims", () => {
  it("uses given and family name", () => {
    expect(profile({ given_name: "Ada", family_name: "Lovelace", name: "Someone Else" })).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
    });
    expect(profile({ given_name: "Cher" })).toMatchObject({ firstName: "Cher", lastName: "" });
  });

  it("splits name when there is no given name", () => {
    expect(profile({ name: "  Grace   Brewster Hopper " })).toMatchObject({
      firstName: "Grace",
      lastName: "Brewster Hopper",
    });
    expect(profile({ name: "Prince" })).toMatchObject({ firstName: "Prince", lastName: "" });
    expect(profile({ given_name: "   ", name: "Alan Turing" })).toMatchObject({
      firstName: "Alan",
      lastName: "Turing",
    });
  });

  it("falls back to the e-mail's local part", () => {
    expect(profile({})).toMatchObject({ firstName: "Casey", lastName: "Morgan" });
    expect(profile({ email: "jdoe+labs@example.org" })).toMatchObject({ firstName: "Jdoe", lastName: "" });
    expect(profile({ email: "first_middle-last@example.org" })).toMatchObject({
      firstName: "First",
      lastName: "Middle Last",
    });
  });

  it("keeps names within the profile form's limit and takes an http(s) picture", () => {
    const long = profile({
      given_name: "G".repeat(150),
      family_name: "F".repeat(150),
      picture: "https://img.example/a.png",
    });
    expect(long.firstName).toHaveLength(60);
    expect(long.lastName).toHaveLength(60);
    expect(long.profileImageUrl).toBe("https://img.example/a.png");
  });
});
