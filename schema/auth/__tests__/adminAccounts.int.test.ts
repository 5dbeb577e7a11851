import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { createSeededDatabase, type SeededDatabase } from "../../testing/seededDatabase.js";
import { createAdminAccount } from "../adminAccounts.js";
import { verifyPassword } from "../passwords.js";

describe("createAdminAccount", () => {
  let seeded: SeededDatabase;
  beforeAll(async () => {
    seeded = await createSeededDatabase("pglite");
  });
  afterAll(() => seeded.close());

  it("creates an admin with an argon2id hash and refuses the same e-mail twice", async () => {
    const admin = await createAdminAccount(seeded.db.prisma, {
      email: " Ops@Example.com ",
      firstName: "Ada",
      lastName: "L",
      password: "a long passphrase",
    });
    expect(admin.email).toBe("ops@example.com");
    const stored = await seeded.db.prisma.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(stored.role).toBe("ADMIN");
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored.passwordHash, "a long passphrase")).toBe(true);
    await expect(
      createAdminAccount(seeded.db.prisma, {
        email: "ops@example.com",
        firstName: "A",
        lastName: "B",
        password: "another passphrase",
      }),
    ).rejects.toThrow(/already exists/);
  });

  it("refuses an address a member already has in another case, and creates nobody", async () => {
    await seeded.db.prisma.user.create({
      data: { role: "COMMUNITY", email: "Sam.Issuer@Example.com", firstName: "Sam", lastName: "Issuer" },
    });
    const before = await seeded.db.prisma.user.count();
    await expect(
      createAdminAccount(seeded.db.prisma, {
        email: "sam.issuer@example.com",
        firstName: "Sam",
        lastName: "Admin",
        password: "a long passphrase",
      }),
    ).rejects.toThrow("An account with the e-mail sam.issuer@example.com already exists");
    expect(await seeded.db.prisma.user.count()).toBe(before);
  });

  it("refuses a blank password and a malformed e-mail, creating nothing", async () => {
    const before = await seeded.db.prisma.user.count();
    await expect(
      createAdminAccount(seeded.db.prisma, { email: "x@example.com", firstName: "A", lastName: "B", password: "  " }),
    ).rejects.toThrow();
    await expect(
      createAdminAccount(seeded.db.prisma, {
        email: "not-an-email",
        firstName: "A",
        lastName: "B",
        password: "a long passphrase",
      }),
    ).rejects.toThrow();
    expect(await seeded.db.prisma.user.count()).toBe(before);
  });

  it("holds the password to the policy: long enough, not common, not the e-mail address", async () => {
    const before = await seeded.db.prisma.user.count();
    const refusal = (password: string, email = "new.admin@example.com") =>
      createAdminAccount(seeded.db.prisma, { email, firstName: "A", lastName: "B", password }).then(
        () => "created",
        (error: ZodError) => error.issues.map((i) => `${i.path.join(".")}: ${i.message}`),
      );
    expect(await refusal("Sh0rt!")).toEqual(["password: Password must be at least 8 characters"]);
    expect(await refusal("Password1")).toEqual(["password: This password is too common. Choose another."]);
    expect(await refusal("New.Admin@Example.com ")).toEqual([
      "password: Password must not be the e-mail address or the part before its @",
    ]);
    expect(await seeded.db.prisma.user.count()).toBe(before);
  });
});
