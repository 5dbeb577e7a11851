import { getMappedArgumentValues } from "@pothos/core";
import {
  getNamedType,
  getNullableType,
  getVariableValues,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  visit,
  BREAK,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { collectFields, collectSubfields } from "graphql/execution/collectFields.js";
import type { Plugin } from "graphql-yoga";
import { isDeepStrictEqual } from "node:util";
import type { Context } from "../context.js";
import { cursorOf, globalIdOf } from "../globalIds.js";
import { PAGE_SIZE } from "../inputGuard.js";
import {
  findManySql,
  primaryKeyOf,
  readRows,
  rowBeside,
  wholeRowOf,
  withRowBeside,
  type FindMany,
  type FindManyStatement,
  type RunSql,
  type Select,
} from "./findManySql.js";

// The planned executor: a query whose every root field is a list planned this way is answered
// from one SQL statement per list, without graphql-js, Pothos or Prisma working on each field and
// row (issue 22, goal 1: PostGraphile's execution model, docs/performance.md).
//
// Nothing here knows the board: what a field answers is read from the schema Pothos built.
// - A root field offers a planned read with the `plannedList` extension (schema/types/discussion.ts,
//   category.ts): the same filter, order and read its resolver uses. A list of rows is planned
//   whole, a Relay connection its first page (no `after`, `before` or `last`).
// - A node's field is planned when Pothos built it from the row alone: a column it exposes, its
//   global id, a to-one relation to another such type, or a field with a `select` of the row and
//   a resolver of the row and the context (its own resolver is called: "[hidden]", the viewer's
//   like). A field with arguments, a list, a type or field with scopes other than `public`, an
//   option this module does not know, or a directive anywhere in the document: the document is
//   not planned, and graphql-js answers it as always.
// - The `select` those fields declare becomes a Prisma `findMany`, translated to SQL by
//   findManySql; arguments it cannot translate (a search) leave the document to graphql-js too.
// - Whatever fails while a planned answer is worked out (an argument refused, a resolver that
//   throws, a database error) hands the request to graphql-js, which answers it, errors included,
//   as it would have. A planned answer is therefore never a different answer: tests compare both
//   executors field by field (gateway/__tests__/plannedExecution.int.test.ts).

/** What a planned read needs of the schema's rule for a list: the same as the field's resolver uses. */
export type PlannedListRead = {
  model: string;
  /** A connection's: the column its cursors are made of (its `cursor` option). */
  cursor?: string;
  where?: FindMany["where"];
  orderBy?: unknown;
  /**
   * Reads the rows: `run` is given the findMany arguments (they may have been extended) and returns
   * its rows. Unset: `run` as it is.
   */
  read?: (page: FindMany, run: (page: FindMany) => Promise<Record<string, unknown>[]>) => Promise<unknown[]>;
};

/** The `plannedList` extension of a root field: its rule for the arguments and context given. */
export type PlannedList = (args: never, ctx: Context) => PlannedListRead;

/** The field options a planned field may carry: anything else (another plugin's option) is not understood. */
const KNOWN_FIELD_OPTIONS = new Set([
  "description",
  "deprecationReason",
  "type",
  "nullable",
  "args",
  "resolve",
  "select",
  "extensions",
  "authScopes",
]);

type PothosFieldExtensions = {
  pothosOptions?: Record<string, unknown> & { authScopes?: unknown };
  pothosExposedField?: string;
  pothosPrismaRelationField?: { name: string };
  pothosPrismaSelect?: unknown;
  pothosOriginalResolve?: (parent: unknown, args: object, ctx: Context, info: unknown) => unknown;
  plannedList?: PlannedList;
};
type PothosTypeExtensions = {
  pothosPrismaModel?: string;
  pothosPrismaSelect?: Select;
  pothosParseGlobalID?: unknown;
  pothosOptions?: { authScopes?: unknown; id?: { resolve?: PothosFieldExtensions["pothosOriginalResolve"] } };
};

/** Not planned for these values: graphql-js answers. */
class NotPlanned extends Error {}
const notPlanned = (): never => {
  throw new NotPlanned();
};

type Row = Record<string, unknown>;
type FieldPlan =
  | { key: string; kind: "constant"; value: string }
  | {
      key: string;
      kind: "leaf";
      nullable: boolean;
      read: (row: Row, ctx: Context) => unknown;
      serialize: (value: unknown) => unknown;
    }
  | { key: string; kind: "object"; nullable: boolean; relation: string; plan: ObjectPlan };
type ObjectPlan = {
  model: string;
  /** Columns and relations every row needs, whatever the viewer. */
  select: Select;
  /** `select` options that depend on the context (the viewer's like). */
  selects: ((ctx: Context) => Select)[];
  fields: FieldPlan[];
};
/** A root field with a planned read: its rule, and the plan of the rows it lists. */
type RootPlan = {
  key: string;
  field: GraphQLField<unknown, Context>;
  fieldNode: FieldNode;
  plannedList: PlannedList;
  node: ObjectPlan;
};
/** A root field that is a list of rows (the board's categories). */
type ListPlan = RootPlan & { kind: "list" };
/** A root field that is a Relay connection (the board's discussions), its first page. */
type ConnectionPlan = RootPlan & { kind: "connection"; fields: ConnectionField[] };
type ConnectionField =
  | { key: string; kind: "constant"; value: string }
  | { key: string; kind: "edges"; fields: EdgeField[] }
  | { key: string; kind: "pageInfo"; fields: PageInfoField[] };
type PageInfoField = { key: string; kind: "constant"; value: string } | { key: string; kind: "page"; name: string };
const PAGE_INFO_FIELDS = new Set(["hasNextPage", "hasPreviousPage", "startCursor", "endCursor"]);
type EdgeField = { key: string; kind: "constant"; value: string } | { key: string; kind: "cursor" | "node" };

/** A document's plan for one operation: its root fields' plans in the answer's order. */
export type OperationPlan = {
  operation: OperationDefinitionNode;
  roots: (ConnectionPlan | ListPlan | { key: string; kind: "constant"; value: string })[];
};

const plans = new WeakMap<GraphQLSchema, WeakMap<OperationDefinitionNode, OperationPlan | null>>();

/**
 * The plan of the document's operation, worked out once per operation of a parsed document (yoga
 * keeps parsed documents); undefined when it is not planned. Kept by the operation's node, not by
 * the name asked for: a made-up operation name finds no operation and keeps nothing.
 */
export function operationPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationPlan | undefined {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return undefined;
  let bySchema = plans.get(schema);
  if (!bySchema) plans.set(schema, (bySchema = new WeakMap()));
  if (!bySchema.has(operation)) bySchema.set(operation, planOperation(schema, document, operation) ?? null);
  return bySchema.get(operation) ?? undefined;
}

function planOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): OperationPlan | undefined {
  const queryType = schema.getQueryType();
  if (operation.operation !== "query" || !queryType || hasDirectives(document)) return undefined;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  try {
    const planner = new Planner(schema, fragments);
    const roots = [...collectFields(schema, fragments, {}, queryType, operation.selectionSet)].map(([key, nodes]) =>
      nodes[0]!.name.value === "__typename"
        ? { key, kind: "constant" as const, value: queryType.name }
        : planner.root(key, queryType, nodes),
    );
    return roots.some((root) => root.kind !== "constant") ? { operation, roots } : undefined;
  } catch (error) {
    if (error instanceof NotPlanned) return undefined;
    throw error;
  }
}

function hasDirectives(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive: () => {
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** Only `public` scopes, or none (a field then has its type's). */
const isPublic = (scopes: unknown, required: boolean) =>
  scopes === undefined ? !required : isDeepStrictEqual(scopes, { public: true });

class Planner {
  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Record<string, FragmentDefinitionNode>,
  ) {}

  private subfields(type: GraphQLObjectType, nodes: readonly FieldNode[]) {
    return collectSubfields(this.schema, this.fragments, {}, type, nodes);
  }

  /** A root field with a planned read: a list of rows, or a connection. */
  root(key: string, queryType: GraphQLObjectType, nodes: readonly FieldNode[]): ConnectionPlan | ListPlan {
    const fieldNode = nodes[0]!;
    const field = queryType.getFields()[fieldNode.name.value] ?? notPlanned();
    const extensions = field.extensions as PothosFieldExtensions;
    const plannedList = extensions.plannedList ?? notPlanned();
    const options = extensions.pothosOptions ?? notPlanned();
    if (!isPublic(options.authScopes, true) || nodes.length !== 1) notPlanned();
    const output = getNullableType(field.type);
    if (isListType(output)) {
      const itemType = getNullableType(output.ofType as GraphQLOutputType);
      if (!isObjectType(itemType)) return notPlanned();
      return { key, kind: "list", field, fieldNode, plannedList, node: this.object(itemType, nodes) };
    }
    return this.connection(key, field, fieldNode, plannedList, nodes);
  }

  private connection(
    key: string,
    field: GraphQLField<unknown, Context>,
    fieldNode: FieldNode,
    plannedList: PlannedList,
    nodes: readonly FieldNode[],
  ): ConnectionPlan {
    const connectionType = getNullableType(field.type);
    if (!isObjectType(connectionType)) return notPlanned();
    const connectionFields = connectionType.getFields();
    const edgeType = connectionFields.edges && getNamedType(connectionFields.edges.type);
    const pageInfoType = connectionFields.pageInfo && getNamedType(connectionFields.pageInfo.type);
    const nodeType =
      isObjectType(edgeType) && edgeType.getFields().node && getNamedType(edgeType.getFields().node!.type);
    if (!isObjectType(edgeType) || !isObjectType(pageInfoType) || !isObjectType(nodeType)) return notPlanned();
    // Rows are read for their cursors even when no node field is asked.
    let node = this.object(nodeType, []);
    const fields: ConnectionField[] = [];
    for (const [fieldKey, fieldNodes] of this.subfields(connectionType, nodes)) {
      const name = fieldNodes[0]!.name.value;
      if (name === "__typename") fields.push({ key: fieldKey, kind: "constant", value: connectionType.name });
      else if (name === "pageInfo") {
        const pageFields = [...this.subfields(pageInfoType, fieldNodes)].map(([pageKey, [pageNode]]) => {
          const pageName = pageNode!.name.value;
          if (pageName === "__typename") return { key: pageKey, kind: "constant" as const, value: pageInfoType.name };
          if (!PAGE_INFO_FIELDS.has(pageName)) notPlanned();
          return { key: pageKey, kind: "page" as const, name: pageName };
        });
        fields.push({ key: fieldKey, kind: "pageInfo", fields: pageFields });
      } else if (name === "edges") {
        const edgeFields: EdgeField[] = [];
        for (const [edgeKey, edgeNodes] of this.subfields(edgeType, fieldNodes)) {
          const edgeName = edgeNodes[0]!.name.value;
          if (edgeName === "__typename") edgeFields.push({ key: edgeKey, kind: "constant", value: edgeType.name });
          else if (edgeName === "cursor") edgeFields.push({ key: edgeKey, kind: "cursor" });
          else if (edgeName === "node") {
            // One node plan: an alias asking `node` twice would need two.
            if (node.fields.length > 0) notPlanned();
            node = this.object(nodeType, edgeNodes);
            edgeFields.push({ key: edgeKey, kind: "node" });
          } else notPlanned();
        }
        fields.push({ key: fieldKey, kind: "edges", fields: edgeFields });
      } else notPlanned();
    }
    return { key, kind: "connection", field, fieldNode, plannedList, node, fields };
  }

  object(type: GraphQLObjectType, nodes: readonly FieldNode[]): ObjectPlan {
    const extensions = type.extensions as PothosTypeExtensions;
    const model = extensions.pothosPrismaModel ?? notPlanned();
    if (!isPublic(extensions.pothosOptions?.authScopes, true)) notPlanned();
    const plan: ObjectPlan = { model, select: { ...(extensions.pothosPrismaSelect ?? {}) }, selects: [], fields: [] };
    const add = (select: Select) => mergeSelect(plan.select, select);
    for (const [key, fieldNodes] of nodes.length ? this.subfields(type, nodes) : []) {
      const name = fieldNodes[0]!.name.value;
      if (name === "__typename") {
        plan.fields.push({ key, kind: "constant", value: type.name });
        continue;
      }
      const field = type.getFields()[name] ?? notPlanned();
      const fieldExtensions = field.extensions as PothosFieldExtensions;
      const options = fieldExtensions.pothosOptions ?? notPlanned();
      if (field.args.length > 0 || !isPublic(options.authScopes, false)) notPlanned();
      if (Object.keys(options).some((option) => !KNOWN_FIELD_OPTIONS.has(option))) notPlanned();
      const nullable = !isNonNullType(field.type);
      const output = getNullableType(field.type);
      if (isListType(output)) notPlanned();
      const relation = fieldExtensions.pothosPrismaRelationField?.name;
      if (relation !== undefined) {
        if (!isObjectType(output)) notPlanned();
        const nested = this.object(output as GraphQLObjectType, fieldNodes);
        plan.fields.push({ key, kind: "object", nullable, relation, plan: nested });
        continue;
      }
      if (!isLeafType(output)) notPlanned();
      const serialize =
        isScalarType(output) || isEnumType(output) ? (value: unknown) => output.serialize(value) : notPlanned();
      // A node's global id: its id rule (prismaNode's `id`, reading the key) given the row with its key.
      const idRule = extensions.pothosOptions?.id?.resolve;
      if (name === "id" && "pothosParseGlobalID" in extensions && idRule) {
        add({ [primaryKeyOf(model) ?? notPlanned()]: true });
        const read = (row: Row, ctx: Context) => {
          const id = idRule(row, {}, ctx, PLANNED_INFO);
          return typeof id === "string" || typeof id === "number" ? globalIdOf(type.name, id) : notPlanned();
        };
        plan.fields.push({ key, kind: "leaf", nullable, serialize, read });
        continue;
      }
      const exposed = fieldExtensions.pothosExposedField;
      if (exposed !== undefined) {
        add({ [exposed]: true });
        plan.fields.push({ key, kind: "leaf", nullable, serialize, read: (row) => row[exposed] });
        continue;
      }
      const resolve = fieldExtensions.pothosOriginalResolve ?? notPlanned();
      const select = fieldExtensions.pothosPrismaSelect;
      if (typeof select === "function") {
        // Pothos hands a select function's answer on as `{ select }` (nothing when it is falsy).
        const selectFor = select as (args: object, ctx: Context, nested: () => never) => { select: Select } | null;
        plan.selects.push((ctx) => {
          const selected = selectFor({}, ctx, notPlanned);
          return selected instanceof Promise ? notPlanned() : (selected?.select ?? {});
        });
      } else if (select && typeof select === "object") add(select as Select);
      // No select: Pothos gives it the type's own selection, or the whole row when the type has none.
      else if (!extensions.pothosPrismaSelect) add(wholeRowOf(model) ?? notPlanned());
      plan.fields.push({
        key,
        kind: "leaf",
        nullable,
        serialize,
        read: (row, ctx) => resolve(row, {}, ctx, PLANNED_INFO),
      });
    }
    return plan;
  }
}

/** What a planned field's resolver is given for `info`: it is not graphql-js calling it. */
const PLANNED_INFO = Object.freeze({});

/** Adds `extra` to `into`; a relation asked twice with different arguments is not planned. */
function mergeSelect(into: Select, extra: Select): void {
  for (const [key, value] of Object.entries(extra)) {
    const known = into[key];
    if (known === undefined || known === value) into[key] = value;
    else if (known === true || value === true) notPlanned();
    else {
      const { select: knownSelect, ...knownArgs } = known;
      const { select: extraSelect, ...extraArgs } = value;
      if (!isDeepStrictEqual(knownArgs, extraArgs)) notPlanned();
      const merged = { ...knownSelect };
      mergeSelect(merged, extraSelect);
      into[key] = { ...known, select: merged };
    }
  }
}

/** The object plan's `select` for this request: its own, its fields' that depend on the context, its relations'. */
function selectOf(plan: ObjectPlan, ctx: Context): Select {
  const select: Select = { ...plan.select };
  for (const dynamic of plan.selects) mergeSelect(select, dynamic(ctx));
  for (const field of plan.fields) {
    if (field.kind === "object") mergeSelect(select, { [field.relation]: { select: selectOf(field.plan, ctx) } });
  }
  return select;
}

function shape(plan: ObjectPlan, row: Row, ctx: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of plan.fields) {
    if (field.kind === "constant") {
      out[field.key] = field.value;
      continue;
    }
    if (field.kind === "object") {
      const related = row[field.relation] as Row | null | undefined;
      if (related == null) out[field.key] = field.nullable ? null : notPlanned();
      else out[field.key] = shape(field.plan, related, ctx);
      continue;
    }
    const value = field.read(row, ctx);
    if (value instanceof Promise) notPlanned();
    if (value == null) out[field.key] = field.nullable ? null : notPlanned();
    else out[field.key] = field.serialize(value);
  }
  return out;
}

/**
 * The planned answer of an operation, or undefined when these values are not planned (an
 * argument, a filter findManySql cannot translate) or anything failed: graphql-js then answers.
 */
export async function runPlan(
  plan: OperationPlan,
  args: ExecutionArgs,
  runSql: RunSql,
): Promise<ExecutionResult | undefined> {
  const ctx = args.contextValue as Context;
  const variables = getVariableValues(args.schema, plan.operation.variableDefinitions ?? [], args.variableValues ?? {});
  if (variables.errors) return undefined;
  try {
    const data: Record<string, unknown> = {};
    // Every root field is checked before any statement is sent: one that is not planned for these
    // values leaves the whole request to graphql-js, and no planned read has run for nothing.
    const ready = await Promise.all(
      plan.roots.map((root): Ready | Promise<Ready> =>
        root.kind === "constant"
          ? () => root.value
          : root.kind === "list"
            ? prepareList(root, args, variables.coerced, ctx, runSql)
            : prepareConnection(root, args, variables.coerced, ctx, runSql),
      ),
    );
    const answers = await Promise.all(ready.map((answer) => answer()));
    plan.roots.forEach((root, i) => (data[root.key] = answers[i]));
    return { data };
  } catch (error) {
    if (error instanceof NotPlanned) return undefined;
    throw error;
  }
}

/**
 * The root field's arguments as its resolver gets them (global ids decoded, limits and validation
 * applied: Pothos' argument mappers) and its rule's read for them, with the findMany `pageOf` makes
 * of them: checked to translate before any statement is sent (runPlan), and read by `rows`.
 * Arguments the mappers refuse, or a read findManySql cannot write, are for graphql-js to answer.
 */
async function prepareRead(
  root: ConnectionPlan | ListPlan,
  args: ExecutionArgs,
  variableValues: Record<string, unknown>,
  ctx: Context,
  runSql: RunSql,
  pageOf: (fieldArgs: Record<string, unknown>, list: PlannedListRead) => FindMany,
) {
  const info = {
    fieldName: root.field.name,
    fieldNodes: [root.fieldNode],
    returnType: root.field.type,
    parentType: args.schema.getQueryType(),
    path: { prev: undefined, key: root.key, typename: "Query" },
    schema: args.schema,
    fragments: {},
    rootValue: args.rootValue,
    operation: undefined,
    variableValues,
  } as unknown as GraphQLResolveInfo;
  const fieldArgs = (await Promise.resolve()
    .then(() => getMappedArgumentValues(root.field as GraphQLField<unknown, unknown>, root.fieldNode, ctx, info))
    .catch(notPlanned)) as Record<string, unknown> | null;
  if (!fieldArgs) return notPlanned();
  const list = (root.plannedList as (args: unknown, ctx: Context) => PlannedListRead)(fieldArgs, ctx);
  const page = pageOf(fieldArgs, list);
  const checked = findManySql(list.model, page) ?? notPlanned();
  const run = async (asked: FindMany) => {
    // The list's own read may extend what it reads (the board's order columns); otherwise the statement checked.
    const statement = asked === page ? checked : (findManySql(list.model, asked) ?? notPlanned());
    return readRows(runSql, statement);
  };
  const rows = async () => (await (list.read ? list.read(page, run) : run(page))) as Row[];
  return { list, rows };
}

/** A root field's answer, once every root field of the request is known to be planned. */
type Ready = () => unknown;

async function prepareList(
  root: ListPlan,
  args: ExecutionArgs,
  variableValues: Record<string, unknown>,
  ctx: Context,
  runSql: RunSql,
): Promise<Ready> {
  const { rows } = await prepareRead(root, args, variableValues, ctx, runSql, (_fieldArgs, list) => ({
    where: list.where,
    orderBy: list.orderBy,
    select: selectOf(root.node, ctx),
  }));
  return async () => (await rows()).map((row) => shape(root.node, row, ctx));
}

async function prepareConnection(
  root: ConnectionPlan,
  args: ExecutionArgs,
  variableValues: Record<string, unknown>,
  ctx: Context,
  runSql: RunSql,
): Promise<Ready> {
  let first = 0;
  const { list, rows: read } = await prepareRead(root, args, variableValues, ctx, runSql, (fieldArgs, list) => {
    const asked = fieldArgs.first ?? PAGE_SIZE.default;
    const firstPage = fieldArgs.after == null && fieldArgs.before == null && fieldArgs.last == null;
    if (!firstPage || typeof asked !== "number" || asked < 1 || asked > PAGE_SIZE.max || !list.cursor) notPlanned();
    first = asked as number;
    const select = selectOf(root.node, ctx);
    mergeSelect(select, { [list.cursor!]: true });
    return { where: list.where, orderBy: list.orderBy, take: first + 1, select };
  });
  return () => answerConnection(root, list.cursor!, first, read, ctx);
}

async function answerConnection(
  root: ConnectionPlan,
  cursor: string,
  first: number,
  read: () => Promise<Row[]>,
  ctx: Context,
): Promise<Record<string, unknown>> {
  const rows = await read();
  const full = rows.length === first + 1;
  const nodes = full ? rows.slice(0, -1) : rows;
  const cursors = nodes.map((row) => cursorOf(row, cursor));
  const connection: Record<string, unknown> = {};
  for (const field of root.fields) {
    if (field.kind === "constant") connection[field.key] = field.value;
    else if (field.kind === "edges") {
      connection[field.key] = nodes.map((row, i) => {
        const edge: Record<string, unknown> = {};
        for (const edgeField of field.fields) {
          if (edgeField.kind === "constant") edge[edgeField.key] = edgeField.value;
          else if (edgeField.kind === "cursor") edge[edgeField.key] = cursors[i];
          else edge[edgeField.key] = shape(root.node, row, ctx);
        }
        return edge;
      });
    } else {
      const pageInfo: Record<string, unknown> = {};
      for (const pageField of field.fields) {
        const { key } = pageField;
        if (pageField.kind === "constant") pageInfo[key] = pageField.value;
        else if (pageField.name === "hasNextPage") pageInfo[key] = full;
        // A first page: nothing comes before it.
        else if (pageField.name === "hasPreviousPage") pageInfo[key] = false;
        else if (pageField.name === "startCursor") pageInfo[key] = cursors[0] ?? null;
        else pageInfo[key] = cursors.at(-1) ?? null;
      }
      connection[field.key] = pageInfo;
    }
  }
  return connection;
}

/** Where a planned answer that failed for another reason than its values is reported (graphql-js then answers). */
type FallbackLog = { warn: (detail: object, message: string) => void };

/**
 * The planned executor in yoga's pipeline: a query with a plan is answered by runPlan, any other,
 * or one runPlan declines, by graphql-js. Its plugin goes before the read cache, which keeps either
 * answer.
 *
 * A planned read may start before the request's context is finished (`start`), with the session
 * check in its first statement: a signed-in member's request then makes one round trip to the
 * database rather than two. It is read for the viewer the session claims, and the context factory
 * keeps it only once the check has confirmed that viewer (`drop` otherwise, and the request runs
 * as any other): what was read for a viewer who did not stand is never answered.
 */
export type PlannedExecutor = {
  plugin: Plugin;
  /**
   * Starts the planned read of the operation yoga has validated for this request (`request`: the
   * context yoga began with, which carries its params and becomes its context), with `ctx` as its
   * context, and `check` (a statement of findManySql's) in its first statement. Resolves to the
   * rows `check` reads, as they come back (run on its own when the read sends no statement or its
   * first finds no row). Undefined when the operation is not planned: nothing started.
   */
  start: (request: object, ctx: Context, check: FindManyStatement) => Promise<Row[]> | undefined;
  /** Forgets the read started for this request: its context turned out otherwise. */
  drop: (request: object) => void;
};

type YogaRequestContext = { params?: { variables?: Record<string, unknown>; operationName?: string | null } };

/** The column of a planned read's first statement that carries the session check's row. */
const CHECK_COLUMN = "check";

export function plannedExecutor(schema: GraphQLSchema, runSql: RunSql, log?: FallbackLog): PlannedExecutor {
  /** Each request's validated document, until its context is built. */
  const validated = new WeakMap<object, DocumentNode>();
  /** Reads started before a request's context was finished. */
  const started = new WeakMap<object, Promise<ExecutionResult | undefined>>();
  const answer = async (plan: OperationPlan, args: ExecutionArgs, run = runSql) => {
    try {
      return await runPlan(plan, args, run);
    } catch (error) {
      // graphql-js answers it, as it answers every other request: an error the same way.
      log?.warn({ err: error }, "a planned query failed: graphql-js answers it");
      return undefined;
    }
  };
  return {
    plugin: {
      onValidate:
        ({ context, params }) =>
        ({ valid }) => {
          if (valid) validated.set(context, params.documentAST);
        },
      onExecute: ({ args, executeFn, setExecuteFn }) => {
        const early = started.get(args.contextValue as object);
        started.delete(args.contextValue as object);
        const plan = operationPlan(args.schema, args.document, args.operationName);
        if (!plan) return;
        setExecuteFn(
          async (executionArgs) => (await (early ?? answer(plan, executionArgs))) ?? executeFn(executionArgs),
        );
      },
    },
    start: (request, ctx, check) => {
      const document = validated.get(request);
      const params = (request as YogaRequestContext).params;
      const plan = document && params && operationPlan(schema, document, params.operationName);
      if (!plan) return undefined;
      // The check's rows, from the read's first statement; nothing when that finds no row or fails.
      let settle!: (rows: Row[] | undefined) => void;
      const checked = new Promise<Row[] | undefined>((resolve) => (settle = resolve));
      let sent = false;
      const run: RunSql = (sql, sqlParams) => {
        if (sent) return runSql(sql, sqlParams);
        sent = true;
        const both = withRowBeside({ sql, params: sqlParams }, check, CHECK_COLUMN);
        const rows = runSql(both.sql, both.params) as Promise<Row[]>;
        rows.then(
          (found) => settle(found.length > 0 ? rowBeside(found as Row[], check, CHECK_COLUMN) : undefined),
          () => settle(undefined),
        );
        return rows;
      };
      const args = { schema, document, contextValue: ctx, variableValues: params.variables ?? {} };
      const read = answer(plan, { ...args, operationName: params.operationName }, run);
      started.set(request, read);
      // A read that sent no statement (declined before it) settles it with nothing too.
      void read.then(() => settle(undefined));
      return checked.then((rows) => rows ?? readRows(runSql, check));
    },
    drop: (request) => void started.delete(request),
  };
}
