import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { defineConfig } from "prisma/config";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { NameAsTextClient } from "./schema/db/pgNameAsText.js";
import { pgliteExtensions } from "./schema/db/pgliteExtensions.js";

// Prisma 6.19 with the WebAssembly schema engine, so no native engine binary is downloaded.
// The CLI is for authoring migrations (`npm run db:diff`) and for inspecting a PostgreSQL server
// (`migrate status` with DATABASE_URL); the app applies migrations itself (schema/db/migrate.ts).
// Without DATABASE_URL the CLI works on a throwaway in-memory PGlite.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return new PrismaPGlite(new PGlite({ extensions: pgliteExtensions }));
    return new PrismaPg(new pg.Pool({ connectionString: url, max: 1, Client: NameAsTextClient }));
  },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
});
