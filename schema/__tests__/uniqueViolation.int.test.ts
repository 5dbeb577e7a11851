import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isUniqueViolation } from "../errors.js";
import { createSeededDatabase, type SeededDatabase } from "../testing/seededDatabase.js";
import { testDatabaseKinds } from "../testing/testDatabases.js";

describe.each(testDatabaseKinds)("isUniqueViolation on %s", (kind) => {
  let seeded: SeededDatabase;
  beforeAll(async () => {
    seeded = await createSeededDatabase(kind);
  });
  afterAll(() => seeded.close());

  it("recognises a write that lost to a unique index, whatever the adapter reports", async () => {
    const data = { role: "STUDENT" as const, email: "twice@student.test", firstName: "T", lastName: "W" };
    await seeded.db.prisma.user.create({ data });
    const error = await seeded.db.prisma.user.create({ data }).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("does not mistake other failures for one", async () => {
    const error = await seeded.db.prisma.enrollment
      .create({ data: { userId: "nobody", courseId: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
