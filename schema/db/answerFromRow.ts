import { isDeepStrictEqual } from "node:util";

/** The arguments Pothos gives a prismaField's resolver: what its selection needs of the row. */
export type FieldQuery = { select?: Record<string, unknown>; include?: Record<string, unknown> };

/** A relation already known for the row: its value, and the arguments it answers. */
export type KnownRelation = { args: unknown; value: unknown };

/**
 * A query's answer from a row already in hand (every scalar column, as a write's `RETURNING *`
 * gave it), when the query asks nothing else than those columns and the relations given, with
 * the same arguments; undefined otherwise, and the caller reads the row. A like's payload asks its
 * discussion's counts and the viewer's like: both are known once the like's statement has run.
 */
export function answerFromRow<T extends Record<string, unknown>>(
  query: FieldQuery,
  row: T,
  relations: Record<string, KnownRelation>,
): T | undefined {
  const related = (key: string, args: unknown) =>
    Object.hasOwn(relations, key) && isDeepStrictEqual(relations[key]!.args, args) ? relations[key]!.value : undefined;
  const answer: Record<string, unknown> = query.select ? {} : { ...row };
  for (const [key, args] of Object.entries(query.select ?? query.include ?? {})) {
    if (args === false || args === undefined) continue;
    if (query.select && args === true && Object.hasOwn(row, key)) {
      answer[key] = row[key];
      continue;
    }
    const value = related(key, args);
    if (value === undefined) return undefined;
    answer[key] = value;
  }
  return answer as T;
}
