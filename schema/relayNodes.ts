import type { SchemaTypes } from "@pothos/core";
import { resolveNodes } from "@pothos/plugin-relay";
import { type GraphQLResolveInfo, isObjectType } from "graphql";
import { failure, isRecordNotFound } from "./errors.js";
import { getDatamodel } from "./generated/pothos-types.js";

type GlobalId = { typename: string; id: string };

/**
 * Models keyed by an integer: Pothos parses "Course:abc" to NaN and Prisma rejects the query as
 * malformed (an unexpected error, logged), so such ids are refused before any query.
 */
const integerKeyedModels = new Set(
  Object.entries(getDatamodel().datamodel.models)
    .filter(([, model]) => model.fields.some((field) => field.isId && field.type === "Int"))
    .map(([name]) => name),
);

/**
 * A global id that cannot name any node (a type that is not a node, or a key of the wrong shape)
 * is the client's mistake: BAD_USER_INPUT, like an id that is not base64 at all. Pothos would
 * answer "Foo has not been implemented" without a code. One message for every such id, so the
 * answer tells nothing about which other types exist.
 */
export function refuseForeignNodeIds(info: GraphQLResolveInfo, globalIds: readonly GlobalId[]): void {
  for (const { typename, id } of globalIds) {
    const type = info.schema.getType(typename);
    const isNode = isObjectType(type) && type.getInterfaces().some((implemented) => implemented.name === "Node");
    const model = isNode ? (type.extensions as { pothosPrismaModel?: string }).pothosPrismaModel : undefined;
    if (!isNode || (model !== undefined && integerKeyedModels.has(model) && !/^\d{1,15}$/.test(id))) {
      throw failure(
        "BAD_USER_INPUT",
        `Invalid global ID: no node can have the id ${JSON.stringify(id)} of type ${typename}`,
      );
    }
  }
}

/**
 * The node, or null where no row has the id (Relay's convention): prismaNode loads with
 * findUniqueOrThrow, whose "not found" would otherwise be an unexpected error logged with its stack
 * for any id anyone makes up. One id at a time, so in nodes(ids:) a missing row nulls its own
 * item, not the list. Type scopes are untouched: they run on the fields of the node returned.
 */
export async function nodeOrNull<Types extends SchemaTypes>(
  builder: PothosSchemaTypes.SchemaBuilder<Types>,
  context: object,
  info: GraphQLResolveInfo,
  globalId: GlobalId,
): Promise<unknown> {
  try {
    const [node] = await resolveNodes(builder, context, info, [globalId]);
    return (await node) ?? null;
  } catch (error) {
    if (isRecordNotFound(error)) return null;
    throw error;
  }
}
