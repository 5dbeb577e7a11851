import { describe, expect, it } from "vitest";
import { ANY_TABLE } from "../readTables.js";
import { tablesWritten } from "../writeSignal.js";

describe("the tables a statement changes", () => {
  it("names the table of Prisma's inserts, updates and deletes", () => {
    expect(
      tablesWritten('INSERT INTO "public"."Like" ("userId","discussionId") VALUES ($1,$2) ON CONFLICT DO NOTHING'),
    ).toEqual(["Like"]);
    expect(
      tablesWritten(
        'UPDATE "public"."User" SET "sessionVersion" = ("sessionVersion" + $1) WHERE "id" = $2 RETURNING "id"',
      ),
    ).toEqual(["User"]);
    expect(tablesWritten('  DELETE FROM "public"."Like" WHERE ("userId" = $1)')).toEqual(["Like"]);
    expect(tablesWritten('update "Discussion" set "likesCount" = 1')).toEqual(["Discussion"]);
  });

  it("changes nothing for reads and transaction control", () => {
    for (const sql of [
      'SELECT "id" FROM "public"."User" WHERE "id" = $1',
      "select 1",
      "BEGIN",
      "COMMIT",
      "ROLLBACK",
      "SAVEPOINT s1",
      "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE",
    ]) {
      expect(tablesWritten(sql)).toEqual([]);
    }
  });

  it("could be anything when it cannot tell", () => {
    for (const sql of [
      'WITH moved AS (DELETE FROM "Like" RETURNING *) SELECT count(*) FROM moved',
      'TRUNCATE "User"',
      'ALTER TABLE "User" ADD COLUMN x int',
      "DO $$ BEGIN END $$",
    ]) {
      expect(tablesWritten(sql)).toEqual([ANY_TABLE]);
    }
  });
});
