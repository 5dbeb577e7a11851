import SchemaBuilder, { BasePlugin, isThenable, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";

const pluginName = "syncNodeIds";

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types["Context"], object>;

/**
 * A node's global id is answered as soon as its row is there, not a microtask later. The Relay
 * plugin builds every node's `id` through its `globalID` field, whose resolver is `async`: each
 * node of an answer then hands graphql-js a promise, and graphql-js waits for every object holding
 * one through a promise of its own (`promiseForObject`). The feed's 20 discussions with their
 * category and author made 60 of each per request, about an eighth of its GraphQL execution
 * (docs/performance.md, "Node ids without a promise").
 *
 * Each node type's own id rule (the node options' `id.resolve`: the Prisma row's `id` column for
 * `prismaNode`) is called here and encoded as the Relay plugin encodes it: same ids, same
 * `encodeGlobalID` option. An id rule that returns a promise is still waited for. Other plugins
 * (scope-auth) wrap this resolver as they wrapped the Relay plugin's.
 */
export class SyncNodeIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const relay = this.builder.options.relay;
    if (fieldConfig.kind !== "Object" || fieldConfig.name !== (relay?.idFieldName ?? "id")) return fieldConfig;
    const type = this.buildCache.getTypeConfig(fieldConfig.parentType);
    // The Relay plugin marks every node type with this extension (its ids' parser, possibly undefined).
    if (type.kind !== "Object" || !type.extensions || !("pothosParseGlobalID" in type.extensions)) return fieldConfig;
    const rawId = (type.pothosOptions as { id?: { resolve?: Resolver<Types> } }).id?.resolve;
    if (!rawId) return fieldConfig;
    const typename = type.name;
    const encode = (id: unknown, context: Types["Context"]) =>
      id == null
        ? id
        : relay?.encodeGlobalID
          ? relay.encodeGlobalID(typename, String(id as string), context)
          : encodeGlobalID(typename, String(id as string));
    const resolve: Resolver<Types> = (parent, args, context, info) => {
      const id = rawId(parent, args, context, info);
      return isThenable(id) ? id.then((settled) => encode(settled, context)) : encode(id, context);
    };
    return { ...fieldConfig, resolve };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      syncNodeIds: SyncNodeIdsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, SyncNodeIdsPlugin);

export default pluginName;
