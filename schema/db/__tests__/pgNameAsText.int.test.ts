import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { NAME_OID, NameAsTextClient, TEXT_OID } from "../pgNameAsText.js";

// Catalog queries return PostgreSQL's `name` type, which @prisma/adapter-pg 6.19 cannot read.
describe.runIf(process.env.DATABASE_URL)("NameAsTextClient on PostgreSQL", () => {
  it("reports name columns as text, so the Prisma adapter reads catalog queries", async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: NameAsTextClient });
    try {
      const plain = await pool.query("SELECT current_schema() AS s");
      expect(plain.fields[0]?.dataTypeID).toBe(TEXT_OID);
      const adapter = await new PrismaPg(pool).connect();
      const result = await adapter.queryRaw({ sql: "SELECT current_schema() AS s", args: [], argTypes: [] });
      expect(result.rows).toEqual([["public"]]);
    } finally {
      await pool.end();
    }
  });

  it("is needed: the unwrapped adapter refuses the same query", async () => {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const plain = await pool.query("SELECT current_schema() AS s");
      expect(plain.fields[0]?.dataTypeID).toBe(NAME_OID);
      const adapter = await new PrismaPg(pool).connect();
      await expect(adapter.queryRaw({ sql: "SELECT current_schema() AS s", args: [], argTypes: [] })).rejects.toThrow();
    } finally {
      await pool.end();
    }
  });
});
