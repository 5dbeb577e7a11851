import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions the migrations create (prisma/schema.prisma `extensions`). PGlite
 * bundles them but loads only those named when a database is opened, so every PGlite that opens
 * the app's database passes these: without pg_trgm, a search that uses its indexes fails.
 */
export const pgliteExtensions = { pg_trgm };
