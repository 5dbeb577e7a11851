import { getDatamodel } from "../generated/pothos-types.js";

// A Prisma `findMany` as one SQL statement, for the reads the planned executor answers
// (schema/plans/documentPlans.ts): the same arguments Prisma is given, so the rules that build them
// (a list's filter, its order, what a field selects) stay where they are and serve both paths.
//
// Only a small part of Prisma's arguments is understood, and anything else answers undefined: the
// caller then reads through Prisma as before. Understood:
// - `where`: columns equal to a value or null, and `AND` of such conditions;
// - `orderBy`: columns ascending or descending (PostgreSQL's default null order, as Prisma sends it);
// - `take`;
// - `select`: columns (a time read as milliseconds, so no time zone of the driver's can shift it),
//   a to-one relation with its own `select` (a LEFT JOIN), and a to-many relation of one column
//   with a `where` as above and a `take` (an ARRAY subquery; an EXISTS when it takes one row and its
//   filter fixes that column: the viewer's like of a post).
// Rows come back as Prisma returns them: columns by name, times as Dates, relations nested.
//
// Each row's columns travel as one JSON array (json_build_array), not as a column each: the driver
// then decodes one field per row with the engine's own JSON parser, where a column each cost it a
// field description, a parser and a string per value. A statement is built once per shape of its
// arguments, each request's filter values its parameters (issue 22, docs/performance.md).

type Field = {
  name: string;
  kind: "scalar" | "enum" | "object";
  type: string;
  isList: boolean;
  isId: boolean;
  relationName?: string;
  relationFromFields?: string[];
};

/** A Prisma `select` as the planned reads build it. */
export type Select = { [field: string]: true | RelationSelect };
export type RelationSelect = { select: Select; where?: Where; take?: number };
export type Where = { [field: string]: unknown };
export type FindMany = { select: Select; where?: Where; orderBy?: unknown; take?: number };

/** One statement and how to turn its rows into Prisma's objects. */
export type FindManyStatement = {
  sql: string;
  params: unknown[];
  rows: (raw: Record<string, unknown>[]) => Record<string, unknown>[];
};

/** Column types read as they are; a list column, JSON or a big integer is not. */
const PLAIN_TYPES = new Set(["String", "Int", "Float", "Boolean", "DateTime"]);

let models: Map<string, Map<string, Field>> | undefined;
function modelFields(model: string): Map<string, Field> | undefined {
  models ??= new Map(
    Object.entries(getDatamodel().datamodel.models).map(([name, { fields }]) => [
      name,
      new Map((fields as unknown as Field[]).map((field) => [field.name, field])),
    ]),
  );
  return models.get(model);
}

const quote = (name: string) => `"${name}"`;
const isPlainColumn = (field: Field | undefined): field is Field =>
  field !== undefined &&
  !field.isList &&
  (field.kind === "enum" || (field.kind === "scalar" && PLAIN_TYPES.has(field.type)));
const idOf = (fields: Map<string, Field>) => {
  const ids = [...fields.values()].filter((field) => field.isId);
  return ids.length === 1 ? ids[0]!.name : undefined;
};

/** Every column of the model, when findManySql reads them all (no list, JSON or big integer column). */
export function wholeRowOf(model: string): Select | undefined {
  const columns = [...(modelFields(model)?.values() ?? [])].filter((field) => field.kind !== "object");
  if (columns.length === 0 || !columns.every(isPlainColumn)) return undefined;
  return Object.fromEntries(columns.map((field) => [field.name, true]));
}

/** The model's primary key column, when it has one column. */
export function primaryKeyOf(model: string): string | undefined {
  const fields = modelFields(model);
  return fields && idOf(fields);
}

/**
 * A limit is written into the statement, not passed as a parameter: PostgreSQL plans a prepared
 * statement once for every value after a few calls (a generic plan), and a generic plan does not
 * know the limit is small, so it may read and sort a whole table for a page of 20. Pages have a few
 * sizes, so the texts stay few.
 */
const limitOf = (take: number) => (Number.isInteger(take) && take >= 0 ? String(take) : refuse());

/** Thrown while building: the arguments ask something this module does not translate. */
class Untranslatable extends Error {}
const refuse = (): never => {
  throw new Untranslatable();
};

/** A decoded column of a result row (its place in the row's array): where it goes in the object built for the row. */
type Shape = {
  columns: { at: number; key: string; time: boolean }[];
  /** A to-one relation: its own shape, absent (null) when its key column reads null. */
  relations: { key: string; present: number; shape: Shape }[];
  /**
   * A to-many relation of one column: an array of values, each becoming `{ [column]: value }`; or,
   * when its filter fixes that column and it takes one row (`fixed`: that parameter's place), whether
   * the row exists, its value then being the parameter's.
   */
  lists: { at: number; key: string; column: string; fixed?: number }[];
};

/** The values a filter compares a column with, each a parameter. */
const PARAMETER_TYPES = new Set(["string", "number", "boolean"]);

/** The one column of each row of findManySql's statements: the row's values as a JSON array. */
const ROW_COLUMN = "r";
/** PostgreSQL's limit on a function's arguments: json_build_array takes no more columns. */
const MAX_COLUMNS = 100;

/** Runs one SQL statement and returns its rows (schema/db/database.ts's `query`). */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown[]>;

/** The rows of one of findManySql's statements, as Prisma's objects, read through `runSql`. */
export async function readRows(runSql: RunSql, statement: FindManyStatement): Promise<Record<string, unknown>[]> {
  return statement.rows((await runSql(statement.sql, statement.params)) as Record<string, unknown>[]);
}

/**
 * Two reads in one round trip: `statement` (findManySql's) with the first row of `beside` (another
 * of findManySql's) as JSON text in a first column named `column` of each of its rows, to be read
 * with `rowBeside`. A statement that finds no row carries nothing beside.
 */
export function withRowBeside(
  statement: { sql: string; params: unknown[] },
  beside: FindManyStatement,
  column: string,
): { sql: string; params: unknown[] } {
  // findManySql writes every value as a parameter: only its numbers move.
  const offset = statement.params.length;
  const written = `${column} ${offset}`;
  // Kept by the texts themselves: findManySql hands out the same strings for a shape (no text is hashed again).
  let byBeside = besideTexts.get(statement.sql);
  if (!byBeside) {
    if (besideTexts.size >= MAX_KEPT) besideTexts.clear();
    besideTexts.set(statement.sql, (byBeside = new Map()));
  }
  let texts = byBeside.get(beside.sql);
  if (!texts) byBeside.set(beside.sql, (texts = new Map()));
  let sql = texts.get(written);
  if (sql === undefined) {
    sql = besideText(statement.sql, beside.sql, column, offset);
    texts.set(written, sql);
  }
  return { sql, params: [...statement.params, ...beside.params] };
}

/** withRowBeside's texts, per statement, statement beside, and column and offset. */
const besideTexts = new Map<string, Map<string, Map<string, string>>>();

function besideText(sql: string, besideSql: string, column: string, offset: number): string {
  // Only findManySql's statements, which begin with their columns: a column missing would read as no account.
  if (!sql.startsWith("SELECT ")) throw new Error("withRowBeside: not one of findManySql's statements");
  const inner = besideSql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`);
  // Text, not JSON: the driver would otherwise parse it again on every row.
  return sql.replace("SELECT ", `SELECT (SELECT row_to_json(b) FROM (${inner}) b)::text AS ${quote(column)}, `);
}

/** The rows `beside` read in a statement withRowBeside wrote, from the first of its rows (none: no rows). */
export function rowBeside(
  rows: Record<string, unknown>[],
  beside: FindManyStatement,
  column: string,
): Record<string, unknown>[] {
  const text = rows[0]?.[column];
  return typeof text === "string" ? beside.rows([JSON.parse(text) as Record<string, unknown>]) : [];
}

/**
 * A statement kept for the shape of its arguments, `where` values left out: its text, and for each
 * of its parameters the place of its value among those arguments' (ArgumentShape). Null: not
 * translated.
 */
type Kept = { sql: string; from: number[]; shape: Shape } | null;
/** Shapes are few (a read's rule, the viewer's kind, a page size): the map is emptied if ever they are not. */
const MAX_KEPT = 1_000;
const kept = new Map<string, Kept>();

export function findManySql(model: string, args: FindMany): FindManyStatement | undefined {
  const shape = argumentShape(args);
  if (!shape) {
    const built = translate(model, args);
    return built && statementOf(built.sql, built.params, built.shape);
  }
  const key = `${model} ${shape.key}`;
  let statement = kept.get(key);
  if (statement === undefined) {
    const built = translate(model, args);
    const from = (built?.sources ?? []).map(([where, field]) => shape.places.get(where)?.get(field) ?? -1);
    // A value the shape did not see (never, for arguments JSON can write): this statement only.
    if (from.includes(-1)) return built && statementOf(built.sql, built.params, built.shape);
    statement = built ? { sql: built.sql, from, shape: built.shape } : null;
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, statement);
  }
  return statement
    ? statementOf(
        statement.sql,
        statement.from.map((i) => shape.values[i]),
        statement.shape,
      )
    : undefined;
}

const statementOf = (sql: string, params: unknown[], shape: Shape): FindManyStatement => ({
  sql,
  params,
  rows: (raw) => raw.map((row) => objectOf(shape, row[ROW_COLUMN] as unknown[], params)),
});

/**
 * Arguments as findManySql keeps their statement: written as JSON writes them (text and names with
 * their length before them), with each value of a `where` (a parameter, whatever it is) as its
 * type, those values in the order written, and where each was found (its object and field).
 * Undefined for arguments that JSON does not write as they are (a time, anything with toJSON, a big
 * integer, a number that is not finite, a cycle): they are translated each time.
 *
 * Written by hand rather than as JSON.stringify with a replacer, which calls back into JavaScript
 * for every key: this runs on every planned read (docs/performance.md, "Ids kept as encoded").
 */
type ArgumentShape = { key: string; values: unknown[]; places: Map<object, Map<string, number>> };
/** Deeper than any findMany the plans build: a cycle, not arguments. */
const MAX_DEPTH = 32;
function argumentShape(args: FindMany): ArgumentShape | undefined {
  const values: unknown[] = [];
  const places = new Map<object, Map<string, number>>();
  /** `value`'s part of the key, found as `name` of its holder; `filter`: that holder, when a filter's. */
  const write = (value: unknown, name: string, filter: object | undefined, depth: number): string | undefined => {
    // A filter's value of a parameter's type is a parameter, written as its type.
    if (PARAMETER_TYPES.has(typeof value)) {
      if (filter) {
        let fields = places.get(filter);
        if (!fields) places.set(filter, (fields = new Map()));
        fields.set(name, values.push(value) - 1);
        return `?${typeof value}`;
      }
      // Text with its length first: no value can end early and read as another shape.
      if (typeof value === "string") return `s${value.length}:${value}`;
      return typeof value === "number" && !Number.isFinite(value) ? undefined : String(value);
    }
    // A big integer (JSON refuses it); undefined, functions and symbols never reach here (isSkipped).
    if (typeof value !== "object") return undefined;
    if (value === null) return "null";
    if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === "function") return undefined;
    // Everything inside a `where` is its filter: its values are parameters.
    const inner = filter || name === "where" ? value : undefined;
    if (Array.isArray(value)) {
      let key = "[";
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        const part = isSkipped(item) ? "null" : write(item, String(i), inner, depth + 1);
        if (part === undefined) return undefined;
        key += i === 0 ? part : `,${part}`;
      }
      return `${key}]`;
    }
    let key = "{";
    let first = true;
    for (const field of Object.keys(value)) {
      const item = (value as Record<string, unknown>)[field];
      if (isSkipped(item)) continue;
      const part = write(item, field, inner, depth + 1);
      if (part === undefined) return undefined;
      key += `${first ? "" : ","}${field.length}:${field}=${part}`;
      first = false;
    }
    return `${key}}`;
  };
  const key = write(args, "", undefined, 0);
  return key === undefined ? undefined : { key, values, places };
}

/** What JSON leaves out of an object (and writes as null in an array). */
const isSkipped = (value: unknown) => value === undefined || typeof value === "function" || typeof value === "symbol";

/** One statement for these arguments. */
function translate(model: string, args: FindMany): Built | undefined {
  try {
    return build(model, args);
  } catch (error) {
    if (error instanceof Untranslatable) return undefined;
    throw error;
  }
}

/**
 * A statement as built: its text, its parameters, where each parameter's value is from (its filter
 * and field), and how its rows' values make objects.
 */
type Built = { sql: string; params: unknown[]; sources: [Where, string][]; shape: Shape };

function build(model: string, args: FindMany): Built {
  const params: unknown[] = [];
  const sources: [Where, string][] = [];
  const param = (value: unknown, where: Where, field: string) => {
    sources.push([where, field]);
    return `$${params.push(value)}`;
  };
  const joins: string[] = [];
  const selected: string[] = [];
  let tables = 0;

  const condition = (fields: Map<string, Field>, table: string, where: Where): string[] => {
    const parts: string[] = [];
    for (const [key, value] of Object.entries(where)) {
      if (value === undefined) continue;
      if (key === "AND") {
        for (const inner of Array.isArray(value) ? value : [value])
          parts.push(...condition(fields, table, inner as Where));
        continue;
      }
      const field = fields.get(key);
      if (!isPlainColumn(field)) return refuse();
      if (value === null) parts.push(`${table}.${quote(key)} IS NULL`);
      else if (field.type !== "DateTime" && PARAMETER_TYPES.has(typeof value)) {
        parts.push(`${table}.${quote(key)} = ${param(value, where, key)}`);
      } else refuse();
    }
    return parts;
  };

  const selectInto = (current: string, table: string, select: Select): Shape => {
    const fields = modelFields(current) ?? refuse();
    const shape: Shape = { columns: [], relations: [], lists: [] };
    for (const [key, value] of Object.entries(select)) {
      const field = fields.get(key) ?? refuse();
      if (value === true) {
        if (!isPlainColumn(field)) refuse();
        const column = `${table}.${quote(key)}`;
        const time = field.type === "DateTime";
        // Milliseconds since 1970 of the UTC time Prisma stored: a number the driver cannot shift.
        // (date_part, not EXTRACT: its FROM would read as a table to the read cache, readTables.ts.)
        const at = selected.push(time ? `round(date_part('epoch', ${column}) * 1000)` : column) - 1;
        shape.columns.push({ at, key, time });
        continue;
      }
      if (field.kind !== "object" || typeof value !== "object") refuse();
      const target = modelFields(field.type) ?? refuse();
      if (!field.isList) {
        const targetId = idOf(target) ?? refuse();
        const from = field.relationFromFields ?? [];
        if (from.length !== 1 || value.where !== undefined || value.take !== undefined) refuse();
        const joined = `t${++tables}`;
        joins.push(
          `LEFT JOIN ${quote(field.type)} ${joined} ON ${joined}.${quote(targetId)} = ${table}.${quote(from[0]!)}`,
        );
        const inner = selectInto(field.type, joined, value.select);
        // Its key tells whether the row has one (a null key column: none): read once if selected.
        let present = inner.columns.find((column) => column.key === targetId)?.at;
        present ??= selected.push(`${joined}.${quote(targetId)}`) - 1;
        shape.relations.push({ key, present, shape: inner });
        continue;
      }
      // A to-many relation: the other side's key to this row, one column selected.
      const back = [...target.values()].find(
        (other) => other.relationName === field.relationName && (other.relationFromFields?.length ?? 0) === 1,
      );
      const columns = Object.keys(value.select);
      const ownId = idOf(fields);
      if (!back || !ownId || columns.length !== 1 || value.select[columns[0]!] !== true) refuse();
      const column = columns[0]!;
      const columnField = target.get(column);
      if (!isPlainColumn(columnField) || columnField.type === "DateTime" || columnField.kind === "enum") refuse();
      const inner = `t${++tables}`;
      const filter = value.where ?? {};
      const where = [
        `${inner}.${quote(back!.relationFromFields![0]!)} = ${table}.${quote(ownId!)}`,
        ...condition(target, inner, filter),
      ];
      const from = `FROM ${quote(field.type)} ${inner} WHERE ${where.join(" AND ")}`;
      // Its one row's value is the filter's (the viewer's like of a post): only whether it exists is read.
      const fixed = value.take === 1 ? sources.findIndex(([w, f]) => w === filter && f === column) : -1;
      if (fixed >= 0) {
        shape.lists.push({ at: selected.push(`EXISTS(SELECT 1 ${from})`) - 1, key, column, fixed });
        continue;
      }
      const limit = value.take === undefined ? "" : ` LIMIT ${limitOf(value.take)}`;
      const at = selected.push(`ARRAY(SELECT ${inner}.${quote(column)} ${from}${limit})`) - 1;
      shape.lists.push({ at, key, column });
    }
    return shape;
  };

  const fields = modelFields(model) ?? refuse();
  const root = "t0";
  const shape = selectInto(model, root, args.select);
  const where = condition(fields, root, args.where ?? {});
  const order = (Array.isArray(args.orderBy) ? args.orderBy : args.orderBy === undefined ? [] : [args.orderBy]).map(
    (item: unknown) => {
      const entries = Object.entries(item as object);
      if (entries.length !== 1) refuse();
      const [key, direction] = entries[0]!;
      if (!isPlainColumn(fields.get(key)) || (direction !== "asc" && direction !== "desc")) refuse();
      return `${root}.${quote(key)} ${direction === "asc" ? "ASC" : "DESC"}`;
    },
  );
  if (selected.length > MAX_COLUMNS) refuse();
  const sql = [
    `SELECT json_build_array(${selected.join(", ")}) AS ${ROW_COLUMN} FROM ${quote(model)} ${root}`,
    ...joins,
    where.length ? `WHERE ${where.join(" AND ")}` : "",
    order.length ? `ORDER BY ${order.join(", ")}` : "",
    args.take === undefined ? "" : `LIMIT ${limitOf(args.take)}`,
  ]
    .filter(Boolean)
    .join(" ");
  return { sql, params, sources, shape };
}

function objectOf(shape: Shape, values: unknown[], params: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const { at, key, time } of shape.columns) {
    const value = values[at];
    object[key] = time && value !== null ? new Date(value as number) : value;
  }
  for (const { key, present, shape: inner } of shape.relations) {
    object[key] = values[present] === null ? null : objectOf(inner, values, params);
  }
  for (const { at, key, column, fixed } of shape.lists) {
    if (fixed !== undefined) object[key] = values[at] ? [{ [column]: params[fixed] }] : [];
    else object[key] = (values[at] as unknown[]).map((value) => ({ [column]: value }));
  }
  return object;
}
