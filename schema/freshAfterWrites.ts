import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";
import type { Context } from "./context.js";
import { forgetKept } from "./requestBatch.js";

const pluginName = "freshAfterWrites";

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types["Context"], object>;

/**
 * What a request keeps of the rows it read (requestBatch's `keep`) is forgotten when a mutation
 * field starts and again once its resolver has written, before its payload is resolved. A document
 * with two mutations (their fields run one after the other) answers the second from rows read after
 * its write, not from what the first one's payload read.
 */
export class FreshAfterWritesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: Resolver<Types>, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> {
    if (this.buildCache.getTypeConfig(fieldConfig.parentType).kind !== "Mutation") return resolver;
    return async (parent, args, context, info) => {
      forgetKept(context as Context);
      try {
        return await resolver(parent, args, context, info);
      } finally {
        forgetKept(context as Context);
      }
    };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      freshAfterWrites: FreshAfterWritesPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, FreshAfterWritesPlugin);

export default pluginName;
