import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import { GraphQLError, Kind } from "graphql";
import { failure } from "./errors.js";
import type { Context } from "./context.js";
import type PrismaTypes from "./generated/pothos-types.js";
import { getDatamodel } from "./generated/pothos-types.js";

export type AuthScopes = {
  /** Anyone, signed in or not. */
  public: boolean;
  signedIn: boolean;
  community: boolean;
  student: boolean;
  admin: boolean;
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ValidationPlugin],
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
      student: ctx.viewer?.role === "STUDENT",
      admin: ctx.viewer?.role === "ADMIN",
    }),
    // Signed out: 401 Unauthorized; signed in with the wrong role: 403 Forbidden.
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer ? failure("FORBIDDEN", "Forbidden") : failure("UNAUTHENTICATED", "Unauthorized"),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  validation: {
    // "input.email: Email is required": the path names the field; REST answers it as a 400.
    validationError: (result) =>
      failure(
        "BAD_USER_INPUT",
        result.issues
          .map((issue) => {
            const path = (issue.path ?? []).map((p) => (typeof p === "object" ? String(p.key) : String(p))).join(".");
            return path ? `${path}: ${issue.message}` : issue.message;
          })
          .join("; "),
      ),
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
  },
});

builder.scalarType("DateTime", {
  description: "A point in time as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
  parseLiteral: (ast) => {
    const date = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO 8601 string");
    return date;
  },
});

builder.queryType({ description: "Everything that can be read." });
