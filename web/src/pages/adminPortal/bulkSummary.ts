/** One student's outcome of a bulk action, as the payload gives it. */
export type BulkOutcome = {
  readonly done: boolean;
  readonly reason: string | null | undefined;
  readonly student: { readonly firstName: string; readonly lastName: string };
};

const students = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "student" : "students"}`;

/**
 * The toast after a bulk action: how many changed, and each student skipped with the reason, so a
 * partial failure (e.g. already enrolled) is plain to see.
 */
export function bulkSummary(verb: string, outcomes: readonly BulkOutcome[]): { title: string; description?: string } {
  const done = outcomes.filter((o) => o.done).length;
  const skipped = outcomes.filter((o) => !o.done);
  const title = `${verb} ${students(done)}`;
  if (skipped.length === 0) return { title };
  const names = skipped.map((o) => `${o.student.firstName} ${o.student.lastName} (${o.reason ?? "unchanged"})`);
  return { title, description: `Skipped ${students(skipped.length)}: ${names.join("; ")}` };
}

/** The toast after an action on every matching student: how many changed, how many already were so. */
export function matchingSummary(
  verb: string,
  changed: number,
  skipped: number,
  state: string,
): { title: string; description?: string } {
  const title = `${verb} ${students(changed)}`;
  return skipped === 0 ? { title } : { title, description: `Skipped ${students(skipped)} already ${state}` };
}
