import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PreparingClient } from "../preparedStatements.js";

/** The statements prepared on the pool's one connection, by text. */
async function prepared(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements");
  return rows.map((row) => row.statement);
}

describe.runIf(process.env.DATABASE_URL)("PreparingClient on PostgreSQL", () => {
  const table = `prepared_${process.pid}`;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: PreparingClient });
    await pool.query(`CREATE TABLE ${table} (id int PRIMARY KEY, title text)`);
    await pool.query(`INSERT INTO ${table} VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.end();
  });

  it("prepares a statement with parameters from its second call, and answers it as before", async () => {
    const sql = `SELECT title FROM ${table} WHERE id = $1`;
    const answers = [];
    for (const id of [1, 2, 1]) {
      answers.push((await pool.query({ text: sql, values: [id], rowMode: "array" })).rows);
      if (id === 1 && answers.length === 1) expect(await prepared(pool)).not.toContain(sql);
    }
    expect(answers).toEqual([[["one"]], [["two"]], [["one"]]]);
    expect(await prepared(pool)).toContain(sql);
    // Without parameters (a migration's script): never prepared.
    const plain = `SELECT count(*)::int AS n FROM ${table}`;
    await pool.query(plain);
    await pool.query(plain);
    expect(await prepared(pool)).not.toContain(plain);
  });

  it("serves Prisma's adapter, inside a transaction too", async () => {
    const adapter = await new PrismaPg(pool).connect();
    const int = { scalarType: "int", arity: "scalar" } as const;
    const text = { scalarType: "string", arity: "scalar" } as const;
    const query = { sql: `SELECT title FROM ${table} WHERE id = $1`, args: [2], argTypes: [int] };
    for (let i = 0; i < 3; i++) expect((await adapter.queryRaw(query)).rows).toEqual([["two"]]);
    // As Prisma's engine drives it: the adapter sends BEGIN; COMMIT and ROLLBACK are statements of the engine's.
    const transaction = await adapter.startTransaction();
    const end = (sql: "COMMIT" | "ROLLBACK") => transaction.executeRaw({ sql, args: [], argTypes: [] });
    try {
      const update = { sql: `UPDATE ${table} SET title = $1 WHERE id = $2`, args: ["deux", 2], argTypes: [text, int] };
      await transaction.executeRaw(update);
      expect((await transaction.queryRaw(query)).rows).toEqual([["deux"]]);
      await transaction.executeRaw({ ...update, args: ["two", 2] });
      expect((await transaction.queryRaw(query)).rows).toEqual([["two"]]);
      await end("COMMIT");
      await transaction.commit();
    } catch (error) {
      await end("ROLLBACK");
      await transaction.rollback();
      throw error;
    }
    expect((await pool.query<{ title: string }>(`SELECT title FROM ${table} WHERE id = 2`)).rows).toEqual([
      { title: "two" },
    ]);
  });

  it("answers a statement whose result columns changed under it (another replica migrated) by sending it again", async () => {
    const sql = `SELECT * FROM ${table} WHERE id = $1`;
    // As Prisma's adapter sends statements: a query object (a string, as migrations send them, is never prepared).
    await pool.query({ text: sql, values: [1] });
    await pool.query({ text: sql, values: [1] });
    expect(await prepared(pool)).toContain(sql);
    await pool.query(`ALTER TABLE ${table} ADD COLUMN views int NOT NULL DEFAULT 0`);
    // PostgreSQL refuses the prepared statement ("cached plan must not change result type"): sent again unnamed.
    const { rows } = await pool.query({ text: sql, values: [1] });
    expect(rows).toEqual([{ id: 1, title: "one", views: 0 }]);
    // The connection goes on, its statements unnamed from then on.
    const after = `SELECT id FROM ${table} WHERE id = $1`;
    for (let i = 0; i < 3; i++) expect((await pool.query({ text: after, values: [2] })).rows).toEqual([{ id: 2 }]);
    expect(await prepared(pool)).not.toContain(after);
  });

  it("fails a transaction whose statement's result columns changed with that error, and goes on unnamed after it", async () => {
    const sql = `SELECT * FROM ${table} WHERE id = $1`;
    const own = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1, Client: PreparingClient });
    try {
      await own.query({ text: sql, values: [2] });
      await own.query({ text: sql, values: [2] });
      expect(await prepared(own)).toContain(sql);
      await pool.query(`ALTER TABLE ${table} ADD COLUMN rank int NOT NULL DEFAULT 3`);
      const client = await own.connect();
      try {
        await client.query("BEGIN");
        // Not "current transaction is aborted" from a second try: the error that says what happened.
        await expect(client.query({ text: sql, values: [2] })).rejects.toThrow(
          /cached plan must not change result type/,
        );
        await client.query("ROLLBACK");
        // The caller's next try (a new transaction) is sent unnamed and answers.
        await client.query("BEGIN");
        const { rows } = await client.query({ text: sql, values: [2] });
        await client.query("COMMIT");
        expect(rows).toEqual([expect.objectContaining({ id: 2, title: "two", rank: 3 })]);
      } finally {
        client.release();
      }
    } finally {
      await own.end();
    }
  });
});
