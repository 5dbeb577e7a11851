import { graphql } from "graphql";
import type { Context, SessionControl, Viewer } from "../context.js";
import type { PrismaClient } from "../generated/prisma/client.js";
import { schema } from "../index.js";
import { createMemoryPresence } from "../presence.js";
import { createBoardEvents } from "../boardEvents.js";

export type GraphQLResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** In-process callers have no cookie to write: signing in and out belongs to HTTP. */
const noSession: SessionControl = {
  signIn: async () => {
    throw new Error("Sign in over HTTP");
  },
  signOut: async () => {
    throw new Error("Sign out over HTTP");
  },
};

/**
 * Runs operations against the schema itself, as `viewer` (a visitor by default), without the
 * gateway's transports, limits or caches: what the schema answers, and nothing else.
 */
export function schemaClient(prisma: PrismaClient, viewer: Viewer | null = null) {
  const context = (): Context => ({
    prisma,
    transport: "in-process",
    viewer,
    session: noSession,
    presence: createMemoryPresence({ expiryMs: 60_000 }),
    boardEvents: createBoardEvents(),
    demoStudent: null,
  });
  return async <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResult<T>> => {
    const result = await graphql({ schema, source: query, variableValues: variables, contextValue: context() });
    return JSON.parse(JSON.stringify(result)) as GraphQLResult<T>;
  };
}
