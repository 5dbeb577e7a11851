// npm run db:migrate: applies pending migrations to the configured database.
import { databaseTargetFromEnv } from "../schema/db/config.js";
import { openDatabase } from "../schema/db/database.js";

const db = await openDatabase(databaseTargetFromEnv(), { poolSize: 1 });
try {
  const applied = await db.migrate();
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
} finally {
  await db.close();
}
