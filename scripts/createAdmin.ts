// npm run admin:create -- --email you@example.com --first-name Ada --last-name Lovelace
// The password comes from ADMIN_PASSWORD, or is asked for on the terminal (never a command-line
// argument, which would end up in shell history and process lists).
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { createAdminAccount } from "../schema/auth/adminAccounts.js";
import { databaseTargetFromEnv } from "../schema/db/config.js";
import { openDatabase } from "../schema/db/database.js";

const { values } = parseArgs({
  options: { email: { type: "string" }, "first-name": { type: "string" }, "last-name": { type: "string" } },
});

async function askPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question("Password for the new admin (at least 8 characters, not a common password): ");
  } finally {
    rl.close();
  }
}

const password = process.env.ADMIN_PASSWORD ?? (await askPassword());
const db = await openDatabase(databaseTargetFromEnv(), { poolSize: 1 });
try {
  await db.migrate();
  const admin = await createAdminAccount(db.prisma, {
    email: values.email ?? "",
    firstName: values["first-name"] ?? "",
    lastName: values["last-name"] ?? "",
    password,
  });
  console.log(`Created admin ${admin.email}.`);
} catch (error) {
  const message =
    error instanceof ZodError
      ? error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n")
      : (error as Error).message;
  console.error(message);
  process.exitCode = 1;
} finally {
  await db.close();
}
