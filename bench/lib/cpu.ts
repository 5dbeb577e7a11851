import { readFileSync } from "node:fs";
import pg from "pg";

// /proc/<pid>/stat counts CPU time in clock ticks; Linux reports USER_HZ = 100 to user space.
const TICK_MS = 10;

/** CPU time (user + system) a process has used so far, in ms; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * CPU time used by the PostgreSQL backends serving one database, read from /proc on this machine
 * (the server must run here). Other databases' backends (other jobs on a shared server) are not
 * counted, nor is this probe's own connection.
 */
export async function databaseCpuProbe(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    /** The backends' CPU so far, per backend pid: compare two readings with `cpuSpent`. */
    async read(): Promise<Map<number, number>> {
      const { rows } = await client.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
    },
    close: () => client.end(),
  };
}

/** CPU spent between two readings of `databaseCpuProbe`; a backend started in between counts from 0. */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
