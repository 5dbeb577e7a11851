import { QueryCompiler } from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import { LRUCache } from "lru-cache";

// Prisma's query plans, kept by the shape of the query.
//
// Prisma 6.19's client (engineType "client") turns every query into a plan with its WebAssembly
// query compiler on every request, values included: about a quarter of the gateway's CPU for a
// feed worked out from the database (docs/performance.md). Prisma 7.4 keeps plans by the query's
// shape, its values replaced by placeholders, but Prisma 7's CLI cannot run on these machines
// (TOOLCHAIN.md). The 6.19 compiler already reads placeholders (`{ $type: "Param" }`, as TypedSQL
// uses them) and its plans name them; this module does the rest in front of it:
//
// - The request's strings and dates where a filter compares or a write stores them (`where`,
//   `cursor`, `data`, an upsert's `create` and `update`) become placeholders: ids, foreign keys,
//   titles, times. What shapes the SQL stays in the shape: `take`, `skip`, `orderBy`, selections,
//   nulls, booleans, the length of a filter's list, a list a row stores (the compiler panics on a
//   placeholder in an enum list), the pattern operators (`contains`, `startsWith`…: the compiler
//   wraps their value in `%` itself) and numbers (the compiler types an integer it reads as a
//   bigint, a placeholder as an int: not the same plan).
// - The first query of a shape is compiled twice, with its values and with placeholders, and the
//   two plans are compared node by node. The placeholder plan is kept only when it is the same
//   plan but for the placeholders, each standing where its value stands in the other. Otherwise
//   the shape is remembered as one to compile with its values, once each time, as Prisma does.
// - A raw query (`$queryRaw`: a like and its notification in one statement) is compiled too, its
//   SQL and parameters carried into the plan, which costs as much as its SQL is long. Its shape is
//   its SQL with its string parameters named instead (parameterizeRaw); the same comparison decides.
// - A later query of a kept shape gets the kept plan with its values in place of the placeholders:
//   the plan its own compile would have given. Only the nodes above a placeholder are copied; the
//   rest is shared between requests and frozen, so nothing can change a kept plan.
//
// Installed once per process on the compiler's class (`installPlanCache`, from openDatabase): the
// generated client loads that class itself. Tests: schema/db/__tests__/planCache.test.ts (the
// real compiler, plan for plan) and planCache.int.test.ts (answers through Prisma, on PGlite and
// PostgreSQL).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type Compile = (request: string) => unknown;

/** Arguments whose values are data, not shape. */
const VALUE_ARGUMENTS = new Set(["where", "cursor", "data", "create", "update"]);
/** Operators whose value the compiler reads when it plans (pattern escaping, JSON paths, modes). */
const LITERAL_OPERATORS = new Set([
  "mode",
  "contains",
  "startsWith",
  "endsWith",
  "search",
  "path",
  "string_contains",
  "string_starts_with",
  "string_ends_with",
  "array_contains",
  "array_starts_with",
  "array_ends_with",
  "has",
  "hasSome",
  "hasEvery",
]);
/** The operators whose list holds values to compare with. */
const LIST_OPERATORS = new Set(["in", "notIn"]);
const PLACEHOLDER_PREFIX = "planCache$";
/**
 * Writes of many rows at once (an admin's bulk enrolment, a thousand rows a statement): their shape
 * is their row count, rarely the same twice, and their plans are large. Prisma 7 does not keep them
 * either.
 */
const ROWS_AT_ONCE = new Set(["createMany", "createManyAndReturn"]);
/** Beyond this many values (a long `in` list), a shape is unlikely to come again: compiled as is. */
export const MAX_PLACEHOLDERS = 64;
/** Shapes kept per compiler: the app's screens and writes make a few hundred. */
export const PLAN_CACHE_SHAPES = 1_000;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const mapEntries = (object: JsonObject, map: (key: string, value: Json) => Json): JsonObject => {
  const out: JsonObject = {};
  for (const key of Object.keys(object)) out[key] = map(key, object[key] as Json);
  return out;
};

/**
 * The request (one query, or a batch) with its values replaced by placeholders, and the values in
 * placeholder order.
 */
export function parameterize(request: Json): { shape: Json; values: string[] } {
  const values: string[] = [];
  const placeholder = (value: string): Json => {
    values.push(value);
    return { $type: "Param", value: `${PLACEHOLDER_PREFIX}${values.length - 1}` };
  };
  const data = (value: Json, key?: string): Json => {
    if (typeof value === "string") return placeholder(value);
    if (Array.isArray(value)) {
      // Conditions (AND, OR) and rows are walked; of a list of values only a filter's `in` and
      // `notIn` are data: the compiler cannot plan a placeholder in a list a row stores (it panics).
      return value.map((item) => (isObject(item) || LIST_OPERATORS.has(key ?? "") ? data(item) : item));
    }
    if (!isObject(value)) return value;
    if ("$type" in value) {
      return value.$type === "DateTime" && typeof value.value === "string" ? placeholder(value.value) : value;
    }
    return mapEntries(value, (inner, item) => (LITERAL_OPERATORS.has(inner) ? item : data(item, inner)));
  };
  const selection = (node: Json): Json => {
    if (!isObject(node)) return node;
    const out: JsonObject = { ...node };
    if (isObject(node.arguments)) {
      out.arguments = mapEntries(node.arguments, (key, value) => (VALUE_ARGUMENTS.has(key) ? data(value) : value));
    }
    if (isObject(node.selection)) out.selection = mapEntries(node.selection, (_key, value) => selection(value));
    return out;
  };
  const query = (node: Json): Json =>
    isObject(node) && isObject(node.query) ? { ...node, query: selection(node.query) } : node;
  const shape =
    isObject(request) && Array.isArray(request.batch)
      ? { ...request, batch: request.batch.map(query) }
      : query(request);
  return { shape, values };
}

/** Prisma's raw queries (`$queryRaw`, `$executeRaw`), their parameters a JSON list in `query.arguments.parameters`. */
const RAW_ACTIONS = new Set(["queryRaw", "executeRaw"]);

/**
 * A raw query's shape: its SQL, with each string parameter in the list replaced by a name of its
 * own (the compiler hands parameters through to its plan, and plans no placeholder for them);
 * numbers, dates, lists and nulls stay, typed in the plan by how they are given.
 */
export function parameterizeRaw(request: JsonObject): { shape: Json; values: string[] } {
  const values: string[] = [];
  const query = isObject(request.query) ? request.query : {};
  const args = isObject(query.arguments) ? query.arguments : {};
  const parameters: unknown = typeof args.parameters === "string" ? JSON.parse(args.parameters) : undefined;
  if (!Array.isArray(parameters)) return { shape: request, values };
  const named = parameters.map((value: unknown) =>
    typeof value === "string" ? `${PLACEHOLDER_PREFIX}${values.push(value) - 1}` : value,
  );
  return {
    shape: { ...request, query: { ...query, arguments: { ...args, parameters: JSON.stringify(named) } } },
    values,
  };
}

/** A raw query's plan with its parameters' names made placeholders, as in the plans of other queries. */
function namedAsPlaceholders(plan: unknown): unknown {
  if (typeof plan === "string" && plan.startsWith(PLACEHOLDER_PREFIX))
    return { prisma__type: "param", prisma__value: { name: plan } };
  if (Array.isArray(plan)) return plan.map(namedAsPlaceholders);
  if (!isObject(plan)) return plan;
  return mapEntries(plan, (_key, value) => namedAsPlaceholders(value) as Json);
}

type KeptPlan = {
  plan: unknown;
  /** The plan's nodes with a placeholder at or below them: the only ones copied when filling in. */
  aboveValues: WeakSet<object>;
};

function placeholderIndex(node: unknown): number | undefined {
  if (!isObject(node) || node.prisma__type !== "param" || !isObject(node.prisma__value)) return undefined;
  const name = node.prisma__value.name;
  if (typeof name !== "string" || !name.startsWith(PLACEHOLDER_PREFIX)) return undefined;
  return Number(name.slice(PLACEHOLDER_PREFIX.length));
}

/** Whether `withPlaceholders` is `literal` with placeholders where its values are. */
function sameBarPlaceholders(withPlaceholders: unknown, literal: unknown, values: readonly string[]): boolean {
  const index = placeholderIndex(withPlaceholders);
  if (index !== undefined) return literal === values[index];
  if (Array.isArray(withPlaceholders)) {
    return (
      Array.isArray(literal) &&
      literal.length === withPlaceholders.length &&
      withPlaceholders.every((item, i) => sameBarPlaceholders(item, literal[i], values))
    );
  }
  if (typeof withPlaceholders === "object" && withPlaceholders !== null) {
    if (!isObject(literal)) return false;
    const keys = Object.keys(withPlaceholders);
    if (keys.length !== Object.keys(literal).length) return false;
    return keys.every(
      (key) =>
        Object.hasOwn(literal, key) && sameBarPlaceholders((withPlaceholders as JsonObject)[key], literal[key], values),
    );
  }
  return withPlaceholders === literal;
}

/** Freezes the plan and returns the set of its nodes that hold a placeholder. */
function keep(plan: unknown): KeptPlan {
  const aboveValues = new WeakSet<object>();
  const visit = (node: unknown): boolean => {
    if (typeof node !== "object" || node === null) return false;
    let holds = placeholderIndex(node) !== undefined;
    if (!holds) {
      for (const child of Object.values(node)) if (visit(child)) holds = true;
    }
    if (holds) aboveValues.add(node);
    Object.freeze(node);
    return holds;
  };
  visit(plan);
  return { plan, aboveValues };
}

function fillIn(kept: KeptPlan, values: readonly string[]): unknown {
  const fill = (node: unknown): unknown => {
    if (typeof node !== "object" || node === null || !kept.aboveValues.has(node)) return node;
    const index = placeholderIndex(node);
    if (index !== undefined) return values[index];
    if (Array.isArray(node)) return node.map(fill);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) out[key] = fill((node as Record<string, unknown>)[key]);
    return out;
  };
  return fill(kept.plan);
}

export type PlanCacheCounts = {
  /** Plans filled in from a kept one. */
  reused: number;
  /** Shapes seen for the first time (compiled twice). */
  learned: number;
  /**
   * Queries compiled with their values: shapes whose placeholder plan differs, queries with no value
   * or too many, writes of many rows.
   */
  compiled: number;
  /** Placeholder requests the compiler panicked on (none known: it stops learning shapes after one). */
  panics: number;
};

/** Counts over every compiler of the process, for tests and the benchmarks. */
export const planCacheCounts: PlanCacheCounts = { reused: 0, learned: 0, compiled: 0, panics: 0 };

const COMPILE_WITH_VALUES = Symbol("compile with values");

type PanicRegistry = { set_message: (message: string) => void };

/**
 * Compiles a placeholder request, which no query of the app's needs to succeed: its errors are
 * swallowed, and so is a panic of the compiler, which Prisma's client would otherwise take for the
 * request's own (it listens for panics around each compile through this global registry) and end
 * its engine with.
 */
function compileUnheard(compile: Compile, request: string): { plan: unknown } | { panicked: boolean } {
  const registry = (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: PanicRegistry }).PRISMA_WASM_PANIC_REGISTRY;
  const listening = registry?.set_message;
  let panicked = false;
  if (registry) {
    registry.set_message = () => {
      panicked = true;
    };
  }
  try {
    return { plan: compile(request) };
  } catch {
    return { panicked };
  } finally {
    if (registry && listening) registry.set_message = listening;
  }
}

/** `compile` (one request's JSON to its plan) with plans kept by shape. */
export function keepingPlans(compile: Compile, shapes = PLAN_CACHE_SHAPES): Compile {
  const kept = new LRUCache<string, KeptPlan | typeof COMPILE_WITH_VALUES>({ max: shapes });
  let learning = true;
  return (request) => {
    const parsed = JSON.parse(request) as Json;
    if (isObject(parsed) && typeof parsed.action === "string" && ROWS_AT_ONCE.has(parsed.action)) {
      planCacheCounts.compiled++;
      return compile(request);
    }
    const raw = isObject(parsed) && typeof parsed.action === "string" && RAW_ACTIONS.has(parsed.action);
    const { shape, values } = raw ? parameterizeRaw(parsed as JsonObject) : parameterize(parsed);
    if (values.length === 0 || values.length > MAX_PLACEHOLDERS) {
      planCacheCounts.compiled++;
      return compile(request);
    }
    const key = JSON.stringify(shape);
    const entry = kept.get(key);
    if (entry === COMPILE_WITH_VALUES) {
      planCacheCounts.compiled++;
      return compile(request);
    }
    if (entry) {
      planCacheCounts.reused++;
      return fillIn(entry, values);
    }
    // Errors in the request (an unknown field, a wrong type) come from this compile, as before.
    const literal = compile(request);
    if (!learning) {
      planCacheCounts.compiled++;
      return literal;
    }
    planCacheCounts.learned++;
    const attempt = compileUnheard(compile, key);
    if ("panicked" in attempt && attempt.panicked) {
      // The compiler's state after a panic is its own business: stop asking it anything unusual.
      learning = false;
      planCacheCounts.panics++;
    }
    const candidate = "plan" in attempt ? (raw ? namedAsPlaceholders(attempt.plan) : attempt.plan) : undefined;
    kept.set(
      key,
      candidate !== undefined && sameBarPlaceholders(candidate, literal, values)
        ? keep(candidate)
        : COMPILE_WITH_VALUES,
    );
    return literal;
  };
}

type CompilerMethods = { compile: Compile; compileBatch: Compile };
let installed = false;

/**
 * Puts `keepingPlans` in front of every PostgreSQL query compiler of the process (one per Prisma
 * client): its single queries and its batches. Idempotent.
 */
export function installPlanCache(): void {
  if (installed) return;
  installed = true;
  const prototype = QueryCompiler.prototype as unknown as CompilerMethods;
  const { compile, compileBatch } = prototype;
  const perCompiler = new WeakMap<object, CompilerMethods>();
  const cachedFor = (compiler: object): CompilerMethods => {
    let methods = perCompiler.get(compiler);
    if (!methods) {
      methods = {
        compile: keepingPlans((request) => compile.call(compiler, request)),
        compileBatch: keepingPlans((request) => compileBatch.call(compiler, request)),
      };
      perCompiler.set(compiler, methods);
    }
    return methods;
  };
  prototype.compile = function (this: object, request: string) {
    return cachedFor(this).compile(request);
  };
  prototype.compileBatch = function (this: object, request: string) {
    return cachedFor(this).compileBatch(request);
  };
}
