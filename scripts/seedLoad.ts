// npm run db:seed:load: migrates, seeds, creates the demo accounts, then adds the benchmark
// volumes (prisma/seedLoad.ts) to the configured database (DATABASE_URL, else PGlite in DATA_DIR).
// Safe to run again: rows have fixed ids, so a second run adds nothing and says so.
// --students N: that many load students instead of the default (e.g. 10000 for the admin portal).
import { demoAccountsFromEnv } from "../prisma/demoAccounts.js";
import { LOAD_VOLUMES, prepareLoadDatabase } from "../prisma/seedLoad.js";
import { parseArgs } from "node:util";
import { databaseTargetFromEnv } from "../schema/db/config.js";
import { openDatabase } from "../schema/db/database.js";

if (process.env.NODE_ENV === "production") {
  // 1,500 made-up accounts, 500 of them with a published password, have no place in production.
  console.error("db:seed:load refuses to run with NODE_ENV=production: it is for benchmark databases.");
  process.exit(1);
}

const { values: args } = parseArgs({ options: { students: { type: "string" } } });
const students = args.students === undefined ? LOAD_VOLUMES.students : Number(args.students);
if (!Number.isInteger(students) || students < 1 || students > 100_000) {
  console.error(`--students must be a whole number from 1 to 100000, got "${args.students}"`);
  process.exit(1);
}

const target = databaseTargetFromEnv();
const db = await openDatabase(target, { poolSize: 1 });
try {
  const started = performance.now();
  const added = await prepareLoadDatabase(db, demoAccountsFromEnv(), { students });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = target.kind === "postgres" ? "PostgreSQL" : `PGlite in ${target.dataDir}`;
  console.log(
    `Load data on ${where} (target: ${Object.entries({ ...LOAD_VOLUMES, students })
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}):`,
  );
  for (const [what, count] of Object.entries(added))
    console.log(`  ${what.padEnd(15)} ${String(count).padStart(6)} added`);
  console.log(
    Object.values(added).every((n) => n === 0)
      ? `Already present; nothing added (${seconds} s).`
      : `Done in ${seconds} s.`,
  );
} finally {
  await db.close();
}
