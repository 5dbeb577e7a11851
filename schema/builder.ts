import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import { GraphQLError, Kind } from "graphql";
import { z } from "zod";
import { failure, invalidInput } from "./errors.js";
import AuthorizeFirstPlugin from "./authorizeFirst.js";
import FreshAfterWritesPlugin from "./freshAfterWrites.js";
import InputGuardPlugin, { PAGE_SIZE } from "./inputGuard.js";
import SyncNodeIdsPlugin from "./syncNodeIds.js";
import { canModerate } from "./moderationRules.js";
import { globalIdOf } from "./globalIds.js";
import { nodeOrNull, refuseForeignNodeIds } from "./relayNodes.js";
import type { Context } from "./context.js";
import type PrismaTypes from "./generated/pothos-types.js";
import { getDatamodel } from "./generated/pothos-types.js";
import { isoTime } from "./isoTime.js";

export type AuthScopes = {
  /** Anyone, signed in or not. */
  public: boolean;
  signedIn: boolean;
  community: boolean;
  /** A community member the admins made a moderator (User.isModerator). */
  moderator: boolean;
  student: boolean;
  admin: boolean;
  /**
   * The operation came over HTTP, where the session cookie can be written and sign-in and sign-up
   * limits are counted by client address: the one rule that keeps sign-in, sign-up and sign-out
   * off graphql-ws (refused there as HTTP_REQUIRED, before any password is checked).
   */
  http: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  // AuthorizeFirstPlugin first: a root field's scopes are checked before any argument is read.
  // InputGuardPlugin next: its argument check then runs after the others' mappers (decoded global IDs).
  // FreshAfterWritesPlugin: a mutation's payload never answers from rows the request read before it wrote.
  // SyncNodeIdsPlugin, after RelayPlugin: node ids answered without a promise (syncNodeIds.ts).
  plugins: [
    AuthorizeFirstPlugin,
    InputGuardPlugin,
    ScopeAuthPlugin,
    PrismaPlugin,
    RelayPlugin,
    SyncNodeIdsPlugin,
    ValidationPlugin,
    FreshAfterWritesPlugin,
  ],
  defaultFieldNullability: false,
  scopeAuth: {
    // Every field is refused unless a type or field grants a scope: a new field without a rule
    // cannot leak by accident.
    defaultStrategy: "any",
    // Subscriptions are checked when they start, not only per event.
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: true,
      signedIn: ctx.viewer !== null,
      community: ctx.viewer?.role === "COMMUNITY",
      moderator: canModerate(ctx),
      student: ctx.viewer?.role === "STUDENT",
      admin: ctx.viewer?.role === "ADMIN",
      http: ctx.transport === "http",
    }),
    // Over the wrong transport: HTTP_REQUIRED; signed out: 401 Unauthorized; signed in with the
    // wrong role: 403 Forbidden.
    unauthorizedError: (_parent, ctx, _info, result) => {
      if (failedScopes(result.failure).includes("http")) {
        return failure(
          "HTTP_REQUIRED",
          "Sign-in, sign-up and sign-out work over HTTP only (POST /graphql), not over the WebSocket transport",
        );
      }
      return ctx.viewer ? failure("FORBIDDEN", "Forbidden") : failure("UNAUTHENTICATED", "Unauthorized");
    },
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // Every connection pages alike; a larger `first` or `last` is refused (inputGuard.ts), not cut.
    defaultConnectionSize: PAGE_SIZE.default,
    maxConnectionSize: PAGE_SIZE.max,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  validation: {
    // "input.email: Email is required": the path names the field; REST answers it as a 400.
    validationError: (result) =>
      invalidInput(
        result.issues.map((issue) => ({
          field: (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join("."),
          message: issue.message,
        })),
      ),
  },
  relay: {
    // Relay's mutation shape: one `input` argument and a payload type; a client's clientMutationId
    // comes back unchanged in the payload.
    clientMutationId: "optional",
    clientMutationIdInputOptions: { description: "Any text the client chooses; returned unchanged in the payload." },
    clientMutationIdFieldOptions: { description: "The clientMutationId the input carried, if any." },
    mutationInputArgOptions: { description: "What to change." },
    cursorType: "String",
    // Pothos' encoding, each row's kept (schema/globalIds.ts).
    encodeGlobalID: (typename, id) => globalIdOf(typename, id),
    // Descriptions for what the Relay plugin generates: every type, field and argument has one.
    idFieldOptions: { description: "Global id (Relay): opaque, stable, accepted by node(id:)." },
    nodeTypeOptions: { description: "An object with a global id, refetchable through node(id:)." },
    // A missing row answers null, an id no node can have BAD_USER_INPUT (schema/relayNodes.ts).
    nodeQueryOptions: {
      description: "The object with this global id, or null.",
      args: { id: { description: "A global id." } },
      resolve: (_root, args, ctx, info): Promise<unknown> => {
        refuseForeignNodeIds(info, [args.id]);
        return nodeOrNull(builder, ctx, info, args.id);
      },
    },
    nodesQueryOptions: {
      description: "The objects with these global ids, in order; null for unknown ids.",
      args: { ids: { description: "Global ids." } },
      resolve: (_root, args, ctx, info): Promise<unknown>[] => {
        refuseForeignNodeIds(info, args.ids);
        return args.ids.map((id) => nodeOrNull(builder, ctx, info, id));
      },
    },
    pageInfoTypeOptions: { description: "Where a page of a connection sits in the whole list." },
    hasNextPageFieldOptions: { description: "More items follow this page." },
    hasPreviousPageFieldOptions: { description: "Items precede this page." },
    startCursorFieldOptions: { description: "Cursor of the first item of this page." },
    endCursorFieldOptions: {
      description: "Cursor of the last item of this page: pass it as `after` for the next page.",
    },
    defaultConnectionTypeOptions: { description: "A page of a list (Relay connection)." },
    defaultEdgeTypeOptions: { description: "An item of a page, with its cursor." },
    edgesFieldOptions: { description: "The items of this page." },
    pageInfoFieldOptions: { description: "Paging information." },
    cursorFieldOptions: { description: "Opaque position of this item: pass it as `after` or `before`." },
    nodeFieldOptions: { description: "The item." },
    firstArgOptions: { description: "Return at most this many items after `after`." },
    afterArgOptions: { description: "Start after this cursor." },
    lastArgOptions: { description: "Return at most this many items before `before`." },
    beforeArgOptions: { description: "End before this cursor." },
  },
});

/**
 * A DateTime argument as a Date: an ISO 8601 string, in the years the database and the answers'
 * ISO strings can hold (PostgreSQL has no year 0; past 9999 the ISO form needs a sign).
 */
function parseDateTime(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) throw new GraphQLError("DateTime must be between the years 1 and 9999");
  return date;
}

builder.scalarType("DateTime", {
  description: "A point in time as an ISO 8601 string in UTC, in the years 1 to 9999.",
  serialize: isoTime,
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : null),
});

builder.queryType({ description: "Everything that can be read." });
builder.mutationType({ description: "Everything that changes data." });

/** The scopes a refusal names, however its rule nests them ($all, $any). */
function failedScopes(failure: AuthFailure): string[] {
  switch (failure.kind) {
    case AuthScopeFailureType.AuthScope:
      return [failure.scope];
    case AuthScopeFailureType.AnyAuthScopes:
    case AuthScopeFailureType.AllAuthScopes:
      return failure.failures.flatMap(failedScopes);
    default:
      return [];
  }
}

/**
 * An input object's zod rules, keeping the clientMutationId Relay's mutation shape passes through
 * (zod drops keys its object does not name).
 */
export function mutationInput<T extends z.ZodType>(rules: T) {
  return z.intersection(rules, z.object({ clientMutationId: z.string().nullish() }));
}

/** The builder's type parameters, for helpers that build fields outside a `fields` callback. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
