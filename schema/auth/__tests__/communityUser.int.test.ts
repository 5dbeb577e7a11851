import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../../errors.js";
import { verifyPassword } from "../passwords.js";
import { createSeededDatabase, type SeededDatabase } from "../../testing/seededDatabase.js";
import { testDatabaseKinds } from "../../testing/testDatabases.js";
import { CommunityLoginRefused, ensureDemoCommunityAccount, upsertCommunityUserFromClaims } from "../communityUser.js";

describe.each(testDatabaseKinds)("community users from OpenID Connect claims on %s", (kind) => {
  let seeded: SeededDatabase;
  const prisma = () => seeded.db.prisma;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "accepted",
      (error: unknown) => (error instanceof CommunityLoginRefused ? error.reason : error),
    );

  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it("creates a community profile on the first sign-in and reuses it, never overwriting edits", async () => {
    const claims = {
      sub: "issuer|new-1",
      email: "new.member@example.org",
      given_name: "Nia",
      family_name: "Okoye",
      picture: "https://img.example/nia.png",
    };
    const first = await upsertCommunityUserFromClaims(prisma(), claims);
    expect(first).toEqual({ id: expect.any(String), role: "COMMUNITY", sessionVersion: 0 });
    expect(await prisma().user.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      role: "COMMUNITY",
      email: "new.member@example.org",
      oidcSubject: "issuer|new-1",
      firstName: "Nia",
      lastName: "Okoye",
      profileImageUrl: "https://img.example/nia.png",
      passwordHash: null,
      isActive: true,
    });

    await prisma().user.update({ where: { id: first.id }, data: { firstName: "Nia-Edited", profileImageUrl: null } });
    const again = await upsertCommunityUserFromClaims(prisma(), {
      ...claims,
      given_name: "Changed",
      email: "changed@example.org",
    });
    expect(again.id).toBe(first.id);
    expect(await prisma().user.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      firstName: "Nia-Edited",
      email: "new.member@example.org",
      profileImageUrl: null,
    });
  });

  it("links an existing community account by a verified e-mail (any case) on its first sign-in, keeping its profile", async () => {
    const member = await prisma().user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
    const user = await upsertCommunityUserFromClaims(prisma(), {
      sub: "issuer|alex",
      email: member.email.toUpperCase(),
      email_verified: true,
      given_name: "Other",
      picture: "https://img.example/alex.png",
    });
    expect(user.id).toBe(member.id);
    expect(await prisma().user.findUniqueOrThrow({ where: { id: member.id } })).toMatchObject({
      oidcSubject: "issuer|alex",
      firstName: "Alex",
      email: member.email,
      profileImageUrl: "https://img.example/alex.png",
    });
  });

  it("refuses a disabled account, whether found by subject or by e-mail", async () => {
    const { id } = await upsertCommunityUserFromClaims(prisma(), {
      sub: "issuer|to-disable",
      email: "to.disable@example.org",
    });
    await prisma().user.update({ where: { id }, data: { isActive: false } });
    expect(
      await refusal(
        upsertCommunityUserFromClaims(prisma(), { sub: "issuer|to-disable", email: "to.disable@example.org" }),
      ),
    ).toBe("disabled");

    await prisma().user.update({ where: { id: "seed-user-sam-okafor-05" }, data: { isActive: false } });
    const sam = await prisma().user.findUniqueOrThrow({ where: { id: "seed-user-sam-okafor-05" } });
    expect(
      await refusal(
        upsertCommunityUserFromClaims(prisma(), { sub: "issuer|sam", email: sam.email, email_verified: true }),
      ),
    ).toBe("disabled");
    // Refused before linking: the account stays unlinked.
    expect((await prisma().user.findUniqueOrThrow({ where: { id: sam.id } })).oidcSubject).toBeNull();
  });

  it("does not take over a student's or admin's e-mail, nor an account linked to another subject", async () => {
    const student = await prisma().user.create({
      data: { role: "STUDENT", email: "student.only@example.org", firstName: "S", lastName: "T" },
    });
    expect(
      await refusal(upsertCommunityUserFromClaims(prisma(), { sub: "issuer|s", email: "Student.Only@example.org" })),
    ).toBe("email_taken");
    expect((await prisma().user.findUniqueOrThrow({ where: { id: student.id } })).oidcSubject).toBeNull();

    await upsertCommunityUserFromClaims(prisma(), { sub: "issuer|owner", email: "owned@example.org" });
    expect(
      await refusal(upsertCommunityUserFromClaims(prisma(), { sub: "issuer|intruder", email: "owned@example.org" })),
    ).toBe("email_linked_elsewhere");
  });

  it("never hands over an existing account by an e-mail the issuer has not verified (seeded members included)", async () => {
    const member = await prisma().user.findUniqueOrThrow({ where: { id: "seed-user-maria-garcia-02" } });
    expect(member.oidcSubject).toBeNull();
    for (const email_verified of [undefined, false, "false", "maybe"]) {
      const claims = {
        sub: "issuer|claims-maria",
        email: member.email,
        ...(email_verified === undefined ? {} : { email_verified }),
      };
      expect({ email_verified, outcome: await refusal(upsertCommunityUserFromClaims(prisma(), claims)) }).toEqual({
        email_verified,
        outcome: "unverified_email",
      });
    }
    // Still unlinked, and no second account with that address.
    expect((await prisma().user.findUniqueOrThrow({ where: { id: member.id } })).oidcSubject).toBeNull();
    expect(await prisma().user.count({ where: { email: { equals: member.email, mode: "insensitive" } } })).toBe(1);
    // The issuer's "true" as a string counts (some issuers send it so).
    expect(
      (
        await upsertCommunityUserFromClaims(prisma(), {
          sub: "issuer|maria",
          email: member.email,
          email_verified: "true",
        })
      ).id,
    ).toBe(member.id);
  });

  it("refuses a subject linked to a non-community account", async () => {
    await prisma().user.create({
      data: {
        role: "ADMIN",
        email: "admin.linked@example.org",
        firstName: "A",
        lastName: "D",
        oidcSubject: "issuer|admin",
      },
    });
    expect(
      await refusal(
        upsertCommunityUserFromClaims(prisma(), { sub: "issuer|admin", email: "admin.linked@example.org" }),
      ),
    ).toBe("not_community");
  });

  it("refuses unverified e-mail addresses and invalid claims", async () => {
    expect(
      await refusal(
        upsertCommunityUserFromClaims(prisma(), {
          sub: "issuer|unverified",
          email: "unverified@example.org",
          email_verified: false,
        }),
      ),
    ).toBe("unverified_email");
    expect(await prisma().user.findFirst({ where: { email: "unverified@example.org" } })).toBeNull();
    expect(await refusal(upsertCommunityUserFromClaims(prisma(), { sub: "issuer|x" }))).toBe("invalid_claims");
    expect(await refusal(upsertCommunityUserFromClaims(prisma(), null))).toBe("invalid_claims");
  });

  it("keeps one account when two first sign-ins of the same person race", async () => {
    const claims = { sub: "issuer|racer", email: "racer@example.org", name: "Rae Racer" };
    const [a, b] = await Promise.all([
      upsertCommunityUserFromClaims(prisma(), claims),
      upsertCommunityUserFromClaims(prisma(), claims),
    ]);
    expect(a.id).toBe(b.id);
    expect(await prisma().user.count({ where: { email: "racer@example.org" } })).toBe(1);
  });

  it("keeps one account when two first sign-ins give one address in two cases at once", async () => {
    const outcomes = await Promise.all(
      ["Case.Racer@example.org", "case.racer@EXAMPLE.org"].map((email, i) =>
        refusal(
          upsertCommunityUserFromClaims(prisma(), { sub: `issuer|case-racer-${i}`, email, email_verified: true }),
        ),
      ),
    );
    expect(outcomes.sort()).toEqual(["accepted", "email_linked_elsewhere"]);
    expect(
      await prisma().user.count({ where: { email: { in: ["Case.Racer@example.org", "case.racer@EXAMPLE.org"] } } }),
    ).toBe(1);
  });

  it("has the database refuse a second account whose address differs only in case", async () => {
    await prisma().user.create({
      data: { role: "STUDENT", email: "one.case@example.org", firstName: "A", lastName: "B" },
    });
    await expect(
      prisma().user.create({ data: { role: "STUDENT", email: "One.Case@Example.org", firstName: "C", lastName: "D" } }),
    ).rejects.toSatisfy(isUniqueViolation);
  });

  it("creates the demo community account once, with an argon2id password", async () => {
    const account = { email: "demo.community@example.org", password: "Community!2026" };
    const created = await ensureDemoCommunityAccount(prisma(), account);
    expect(created.created).toBe(true);
    const user = await prisma().user.findUniqueOrThrow({ where: { id: created.id } });
    expect(user).toMatchObject({
      role: "COMMUNITY",
      firstName: "Casey",
      lastName: "Morgan",
      specialization: "NETWORK_SECURITY",
      isActive: true,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, account.password)).toBe(true);

    await prisma().user.update({ where: { id: created.id }, data: { firstName: "Kept" } });
    expect(await ensureDemoCommunityAccount(prisma(), { ...account, password: "Other!2026" })).toEqual({
      id: created.id,
      created: false,
    });
    const kept = await prisma().user.findUniqueOrThrow({ where: { id: created.id } });
    expect(kept.firstName).toBe("Kept");
    expect(await verifyPassword(kept.passwordHash, account.password)).toBe(true);
  });
});
