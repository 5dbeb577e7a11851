import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { PothosScopeAuthPlugin } from "@pothos/plugin-scope-auth";
import type { GraphQLFieldResolver } from "graphql";

const pluginName = "authorizeFirst";

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types["Context"], object>;

/**
 * A root field's scopes are checked before its arguments are read. Pothos runs argument mappers
 * (the zod rules of the validation plugin, global-ID decoding, inputGuard.ts) outside every plugin's
 * resolver wrapper, scope-auth's included: without this, a visitor who sends a blank discussion
 * would be told "Title is required" rather than "Unauthorized", and a student could probe the
 * password policy of setStudentPassword. Here the field's own scope-auth declaration (the same
 * `authScopes`, through scope-auth's own code) runs around the argument mappers of every Query and
 * Mutation field with arguments; scope-auth checks it again after them, from its per-request cache.
 * Listed first in the builder's plugins, so its wrapper is the outermost.
 */
export class AuthorizeFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(
    resolver: Resolver<Types> | undefined,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): Resolver<Types> | undefined {
    if (!resolver || Object.keys(fieldConfig.args).length === 0) return resolver;
    const parent = this.buildCache.getTypeConfig(fieldConfig.parentType);
    if (parent.kind !== "Query" && parent.kind !== "Mutation") return resolver;
    const scopeAuth = new PothosScopeAuthPlugin<Types>(this.buildCache, "scopeAuth");
    return scopeAuth.wrapResolve(resolver, fieldConfig) as Resolver<Types>;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Pothos registers plugins by declaration merging
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authorizeFirst: AuthorizeFirstPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, AuthorizeFirstPlugin);

export default pluginName;
