// Prints the GraphQL schema to schema.graphql; with --check, fails when the committed file is stale.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { printSchema } from "graphql";
import { schema } from "../schema/index.js";

const file = path.resolve(import.meta.dirname, "../schema.graphql");
const printed = `${printSchema(schema)}\n`;
if (process.argv.includes("--check")) {
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {
    // missing counts as stale
  }
  if (committed !== printed) {
    console.error("schema.graphql is stale: run `npm run schema:print` and commit the result.");
    process.exit(1);
  }
  console.log("schema.graphql is up to date.");
} else {
  writeFileSync(file, printed);
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
