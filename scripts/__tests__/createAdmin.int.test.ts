import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../schema/auth/passwords.js";
import { openDatabase } from "../../schema/db/database.js";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../schema/testing/testDatabases.js";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe.each(testDatabaseKinds)("npm run admin:create on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.drop());

  // The script as an operator runs it: password from ADMIN_PASSWORD, database from the environment.
  const createAdmin = (email: string, password: string) => {
    const env = {
      ...process.env,
      ADMIN_PASSWORD: password,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.target.kind === "postgres" ? database.target.url : "",
    };
    return run(
      process.execPath,
      ["--import", "tsx", "scripts/createAdmin.ts", "--email", email, "--first-name", "Ada", "--last-name", "Lovelace"],
      { cwd: root, env },
    ).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );
  };

  // Each rule is tested in schema/auth; here, that the script applies them and says why.
  it("refuses a common password, saying why, and creates nobody", async () => {
    expect(await createAdmin("ada@example.com", "Iloveyou1")).toMatchObject({
      code: 1,
      stderr: "password: This password is too common. Choose another.\n",
    });
  });

  it("creates the admin with a password that passes", async () => {
    expect(await createAdmin("ada@example.com", "Analytical Engine 1843")).toMatchObject({
      code: 0,
      stdout: "Created admin ada@example.com.\n",
    });
    const db = await openDatabase(database.target, { poolSize: 1 });
    try {
      const users = await db.prisma.user.findMany({ select: { email: true, role: true, passwordHash: true } });
      expect(users.map((u) => [u.email, u.role])).toEqual([["ada@example.com", "ADMIN"]]);
      expect(await verifyPassword(users[0]!.passwordHash, "Analytical Engine 1843")).toBe(true);
    } finally {
      await db.close();
    }
  });
});
