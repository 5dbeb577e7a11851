// npm run db:seed: applies pending migrations, then creates the sample content that is missing.
import { seed } from "../prisma/seed.js";
import { databaseTargetFromEnv } from "../schema/db/config.js";
import { openDatabase } from "../schema/db/database.js";

const db = await openDatabase(databaseTargetFromEnv(), { poolSize: 1 });
try {
  await db.migrate();
  await seed(db.prisma);
  console.log("Seed complete.");
} finally {
  await db.close();
}
