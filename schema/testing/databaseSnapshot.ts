import type { PrismaClient } from "../generated/prisma/client.js";

/** Per table: its row count and a hash of every row's text. */
export type DatabaseSnapshot = Map<string, { rows: number; hash: string }>;

/**
 * A fingerprint of every table of the application (Prisma's migration table aside), for "a
 * refused call changed nothing": compare the snapshots taken before and after the call.
 */
export async function snapshotDatabase(prisma: PrismaClient): Promise<DatabaseSnapshot> {
  const tables = await prisma.$queryRawUnsafe<{ name: string }[]>(
    "SELECT tablename::text AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY 1",
  );
  // Table names come from the catalogue, not from a caller; quoted as identifiers all the same.
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name.replaceAll("'", "''")}' AS name, count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS hash FROM "${name.replaceAll('"', '""')}" t`,
  );
  const rows = await prisma.$queryRawUnsafe<{ name: string; rows: number; hash: string }[]>(parts.join(" UNION ALL "));
  return new Map(rows.map((r) => [r.name, { rows: r.rows, hash: r.hash }]));
}

/** The tables whose rows differ between two snapshots, e.g. `["Discussion (42 → 43 rows)"]`. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  return names.flatMap((name) => {
    const a = before.get(name);
    const b = after.get(name);
    if (a?.hash === b?.hash && a?.rows === b?.rows) return [];
    return [a?.rows === b?.rows ? `${name} (rows changed)` : `${name} (${a?.rows ?? 0} → ${b?.rows ?? 0} rows)`];
  });
}
