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

  it("names every table a statement's common table expressions write, and none for a read", () => {
    const like = `WITH "added" AS (INSERT INTO "Like" ("userId") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "discussionId"),
      "post" AS (UPDATE "Discussion" SET "likesCount" = "likesCount" + 1 WHERE "id" IN (SELECT "discussionId" FROM "added")),
      "group" AS (INSERT INTO "Notification" ("kind") SELECT 'LIKE' FROM "post"
        ON CONFLICT ("recipientId", "openGroup") DO UPDATE SET "kind" = 'DELETE FROM x' RETURNING "id"),
      "actor" AS (INSERT INTO "NotificationActor" SELECT "id" FROM "group" ON CONFLICT DO NOTHING)
      SELECT 1`;
    expect(tablesWritten(like)).toEqual(["Like", "Discussion", "Notification", "NotificationActor"]);
    expect(tablesWritten('with moved as (delete from "public"."Like" returning *) select count(*) from moved')).toEqual(
      ["Like"],
    );
    expect(tablesWritten('WITH page AS (SELECT "id" FROM "User" FOR NO KEY UPDATE) SELECT * FROM page')).toEqual([]);
    expect(tablesWritten('WITH page AS (SELECT "id" FROM "User" WHERE "note" = \'UPDATE x\') SELECT 1')).toEqual([]);
  });

  it("could be anything when it cannot tell", () => {
    for (const sql of [
      "WITH moved AS (DELETE FROM likes RETURNING *) SELECT count(*) FROM moved",
      'WITH moved AS (DELETE FROM "Like" RETURNING *) MERGE INTO "User" USING moved ON true WHEN MATCHED THEN DO NOTHING',
      'TRUNCATE "User"',
      'ALTER TABLE "User" ADD COLUMN x int',
      "DO $$ BEGIN END $$",
    ]) {
      expect(tablesWritten(sql)).toEqual([ANY_TABLE]);
    }
  });
});
