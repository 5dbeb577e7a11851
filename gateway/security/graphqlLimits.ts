import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { NoSchemaIntrospectionCustomRule } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * Limits on every GraphQL document (HTTP and WebSocket), checked while parsing and validating, so
 * a document over a limit gets an error naming the limit and nothing of it executes.
 * GraphQL Armor's defaults are depth 6, cost 5,000, aliases 15, tokens 1,000; the web app's own
 * documents need less than these (gateway/__tests__/graphqlLimits.int.test.ts measures them).
 */
export type GraphqlLimits = { maxDepth: number; maxCost: number; maxAliases: number; maxTokens: number };

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 6, maxCost: 5000, maxAliases: 15, maxTokens: 1000 };

export function graphqlLimitPlugins(limits: GraphqlLimits = DEFAULT_GRAPHQL_LIMITS): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens }),
    maxDepthPlugin({ n: limits.maxDepth, flattenFragments: true }),
    costLimitPlugin({ maxCost: limits.maxCost, flattenFragments: true }),
    maxAliasesPlugin({ n: limits.maxAliases }),
  ] as Plugin[];
}

/** Refuses __schema and __type queries (production, unless GRAPHQL_INTROSPECTION=true). */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
