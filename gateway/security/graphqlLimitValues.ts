/** The limits of GraphQL documents; graphqlLimits.ts explains the values and applies them. */
export type GraphqlLimits = { maxDepth: number; maxCost: number; maxAliases: number; maxTokens: number };

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 6, maxCost: 60_000, maxAliases: 15, maxTokens: 1000 };
