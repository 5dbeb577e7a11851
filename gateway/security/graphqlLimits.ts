import { blockFieldSuggestionsPlugin } from "@escape.tech/graphql-armor-block-field-suggestions";
import { costLimitPlugin } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesPlugin } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthPlugin } from "@escape.tech/graphql-armor-max-depth";
import { maxTokensPlugin } from "@escape.tech/graphql-armor-max-tokens";
import { type GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import { failure } from "../../schema/errors.js";
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from "./graphqlLimitValues.js";

/**
 * Limits on every GraphQL document (HTTP and WebSocket), checked while parsing and validating, so
 * a document over a limit gets an error naming the limit and nothing of it executes.
 * GraphQL Armor's defaults are depth 6, cost 5,000, aliases 15, tokens 1,000; we keep all but the
 * cost. Armor's cost is a depth-weighted field count (×1.5 per level), blind to list sizes: every
 * Relay connection adds two levels (`edges { node }`), so the app's own documents grew past 5,000
 * when lists became connections (the admin dashboard: about 42,500). The cost limit is set above
 * the heaviest document our clients send, with headroom; what a document can make the server do
 * stays bounded by depth 6, 1,000 tokens, 15 aliases and at most 100 items a page
 * (gateway/__tests__/graphqlLimits.int.test.ts measures every web and REST document).
 */
// The values live apart from the plugins (graphqlLimitValues.ts): reading the configuration must not load GraphQL.
export { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from "./graphqlLimitValues.js";

export function graphqlLimitPlugins(limits: GraphqlLimits = DEFAULT_GRAPHQL_LIMITS): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens, ...refusedAs("maxTokens") }),
    maxDepthPlugin({ n: limits.maxDepth, flattenFragments: true, ...refusedAs("maxDepth") }),
    costLimitPlugin({ maxCost: limits.maxCost, flattenFragments: true, ...refusedAs("maxCost") }),
    maxAliasesPlugin({ n: limits.maxAliases, ...refusedAs("maxAliases") }),
  ] as Plugin[];
}

/**
 * A refusal as QUERY_TOO_COMPLEX naming its limit (extensions.limit), so clients can tell it from
 * a typo. Through Armor's own onReject rather than a yoga plugin rewriting errors afterwards: only
 * here is it known which limit refused, without matching Armor's message text, and the coded error
 * is the one reported, so HTTP and graphql-ws (which call the same parse and validate) carry it.
 * Armor would throw its uncoded error out of validate(); instead the three validation limits
 * report theirs as validation errors (propagateOnRejection: false), and the token limit, which
 * counts while parsing and has no validation context, throws its own.
 */
function refusedAs(limit: keyof GraphqlLimits) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        // Armor names every refusal a "Syntax Error", though only the token limit is one.
        const refusal = failure("QUERY_TOO_COMPLEX", error.message.replace(/^Syntax Error: /, ""), { limit });
        if (!context) throw refusal;
        context.reportError(refusal);
      },
    ],
  };
}

/**
 * Drops graphql-js' "Did you mean …?" (production): with introspection off, the suggestions would
 * still spell out the schema to anyone guessing names. GraphQL Armor's plugin masks them in
 * validation errors, but its pattern misses enum values ("Did you mean the enum value …?"), and
 * variables are coerced when execution starts, after validation ("Field "titl" is not defined by
 * type … Did you mean "title"?"): the second plugin strips what is left, over HTTP and graphql-ws.
 */
export function blockFieldSuggestions(): Plugin[] {
  return [blockFieldSuggestionsPlugin({ mask: "" }) as Plugin, suggestionsArmorMisses()];
}

// Names cannot contain "?", so the suggestion ends at the first one.
const SUGGESTION = /\s*Did you mean [^?]+\?/g;

function dropSuggestions(errors: readonly Error[] | undefined): void {
  for (const error of errors ?? []) error.message = error.message.replace(SUGGESTION, "");
}

function suggestionsArmorMisses(): Plugin {
  return {
    onValidate:
      () =>
      ({ result }) =>
        dropSuggestions(result),
    // A stream means the variables were coerced without an error.
    onExecute: () => ({
      onExecuteDone: ({ result }) => (isAsyncIterable(result) ? undefined : dropSuggestions(result.errors)),
    }),
    onSubscribe: () => ({
      onSubscribeResult: ({ result }) => (isAsyncIterable(result) ? undefined : dropSuggestions(result.errors)),
    }),
  };
}

/** Refuses __schema and __type queries (production, unless GRAPHQL_INTROSPECTION=true). */
export function disableIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
