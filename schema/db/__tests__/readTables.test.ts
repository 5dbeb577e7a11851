import { describe, expect, it } from "vitest";
import { ANY_TABLE, tablesRead } from "../readTables.js";

describe("tablesRead", () => {
  it("names every table after FROM and JOIN, in subqueries too", () => {
    expect(
      tablesRead(
        'SELECT "t0"."id" FROM "public"."Discussion" AS "t0" LEFT JOIN LATERAL (SELECT COUNT(*) FROM "public"."Like" AS "t1" WHERE "t1"."discussionId" = "t0"."id") AS "c" ON true INNER JOIN "User" ON true WHERE "t0"."categoryId" = $1',
      ),
    ).toEqual(["Discussion", "Like", "User"]);
    expect(tablesRead('SELECT "id" FROM ONLY "public"."Course" WHERE "level" IS DISTINCT FROM $1')).toEqual(["Course"]);
  });

  it("reads no table for statements that read none", () => {
    for (const sql of ["BEGIN", "COMMIT", "ROLLBACK", "SELECT 1", "SET TRANSACTION ISOLATION LEVEL SERIALIZABLE"])
      expect(tablesRead(sql)).toEqual([]);
  });

  it("reads any table where a FROM or JOIN names something it cannot read", () => {
    for (const sql of [
      "select * from discussion",
      'SELECT * FROM unnest($1::text[]) AS ids JOIN "public"."Discussion" ON true',
      'SELECT * FROM "public"."Discussion" JOIN pg_catalog.pg_class ON true',
    ])
      expect(tablesRead(sql)).toEqual([ANY_TABLE]);
  });
});
