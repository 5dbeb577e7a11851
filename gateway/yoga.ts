import type { IncomingMessage } from "node:http";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Context, DemoCredentials, Viewer } from "../schema/context.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { schema } from "../schema/index.js";
import type { Presence } from "../schema/presence.js";
import { presenceBroadcastPlugin } from "../schema/presenceBroadcast.js";
import type { ClientThrottles } from "../schema/rateLimit.js";
import { admissionPlugin } from "./admission.js";
import { type CacheScope, createViewerCache, type DataVersion, responseCachePlugin } from "./readCache.js";
import {
  blockFieldSuggestions,
  disableIntrospectionPlugin,
  graphqlLimitPlugins,
  type GraphqlLimits,
} from "./security/graphqlLimits.js";
import { loadTrustedDocuments, trustedDocumentsPlugin, type TrustedDocuments } from "./security/trustedDocuments.js";
import { resolveViewer } from "../schema/auth/viewer.js";
import { readOnlySession, type SessionData, type Sessions, sessionControl } from "./session.js";

export type ServerContext = {
  /** An HTTP exchange through Fastify. */
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** The upgrade request of a graphql-ws connection. */
  wsRequest?: IncomingMessage;
  /** In-process callers only (tests through yoga.fetch): act as this viewer. */
  asViewer?: Viewer;
};
/** What each operation's resolvers get: the schema's context and the read cache's scope (gateway/readCache.ts). */
export type GatewayContext = Context & CacheScope;
export type Yoga = YogaServerInstance<ServerContext, GatewayContext>;

export type YogaOptions = {
  prisma: PrismaClient;
  /**
   * At most this many operations at once, the rest queued in arrival order (the embedded database); unset: no limit.
   */
  concurrentOperations?: number;
  /** Where unexpected errors go in full (clients see only "Unexpected error."); unset: nowhere. */
  logger?: FastifyBaseLogger;
  production: boolean;
  sessions: Sessions;
  presence: Presence;
  /**
   * Moves with every committed write; query answers and session checks are cached under it. Unset: nothing is cached.
   */
  dataVersion?: DataVersion;
  /**
   * Sign-in and sign-up limits per client address (the same counters as the OpenID sign-in form); unset: no limits
   * (in-process tests).
   */
  throttles?: ClientThrottles;
  /** Origins whose pages may read answers with the visitor's cookie (CORS); unset: none but the page's own. */
  corsOrigins?: readonly string[];
  /** Set where the demo accounts exist (the embedded default): the sign-in page hints at them. */
  demoStudent?: DemoCredentials | null;
  /** Depth, cost, alias and token limits; unset: DEFAULT_GRAPHQL_LIMITS (gateway/security/graphqlLimits.ts). */
  graphqlLimits?: GraphqlLimits;
  /** Answer __schema/__type queries; unset: outside production only. */
  introspection?: boolean;
  /**
   * The web client's persisted documents by id; unset: the map relay-compiler wrote
   * (gateway/security/trustedDocuments.ts).
   */
  trustedDocuments?: TrustedDocuments;
};

export function buildYoga(options: YogaOptions): Yoga {
  const { prisma, sessions, presence, dataVersion } = options;
  const demoStudent = options.demoStudent ?? null;
  const resolveViewerCached = createViewerCache((session: SessionData) => resolveViewer(prisma, session));
  return createYoga<ServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !options.production && { title: "CyberLab Academy API" },
    landingPage: false,
    // yoga's default reflects any Origin with credentials, so any site could read a signed-in
    // visitor's answers. Only the listed origins (PUBLIC_URL, CORS_ORIGINS) get CORS headers; pages
    // of the gateway's own origin need none.
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin !== null && options.corsOrigins?.includes(origin)
        ? { origin: [...options.corsOrigins], credentials: true }
        : false;
    },
    // Unexpected errors reach clients as "Unexpected error."; expected ones carry extensions.code.
    maskedErrors: true,
    // yoga logs each error it masks (stack, SQL) through `error`; its own chatter stays out.
    logging: options.logger
      ? {
          debug: () => undefined,
          info: () => undefined,
          warn: (...args: unknown[]) => options.logger?.warn({ detail: args }, "GraphQL server warning"),
          error: (error: unknown, ...rest: unknown[]) =>
            options.logger?.error(
              { err: error, detail: rest.length ? rest : undefined },
              "unexpected error in a GraphQL operation",
            ),
        }
      : false,
    // Parsed documents and their validation results are cached (LRU: 1,024 documents, 1 h), so a
    // document the client sends again is neither parsed nor validated again. On by default in
    // yoga 5; stated so that it stays on.
    parserAndValidationCache: true,
    plugins: [
      // A persisted id becomes its document (onParams) before the limits below parse and check it.
      trustedDocumentsPlugin(options.trustedDocuments ?? loadTrustedDocuments()),
      ...graphqlLimitPlugins(options.graphqlLimits),
      ...((options.introspection ?? !options.production) ? [] : [disableIntrospectionPlugin()]),
      // Whatever GRAPHQL_INTROSPECTION says: developers keep the suggestions, production does not.
      ...(options.production ? blockFieldSuggestions() : []),
      // One execution per presence change and operation, shared by every subscriber of the online list.
      presenceBroadcastPlugin(),
      ...(options.concurrentOperations ? [admissionPlugin(options.concurrentOperations)] : []),
      // Query answers from memory while no write has happened since (gateway/readCache.ts).
      responseCachePlugin(),
    ],
    context: async ({ req, reply, wsRequest, asViewer }): Promise<GatewayContext> => {
      // Read before anything else: what this request then reads is at least as new as the version.
      const readVersions = dataVersion ? await dataVersion.current() : null;
      if (req && reply) {
        const viewer = await resolveViewerCached(await sessions.read(req.raw), readVersions);
        // Any signed-in community request counts as being online (the board polls every 30 s).
        if (viewer?.role === "COMMUNITY") presence.touch(viewer.id);
        // req.ip is the socket's peer, or the client behind a trusted proxy (TRUST_PROXY).
        const loginThrottle = options.throttles?.login(req.ip);
        const signupThrottle = options.throttles?.signup(req.ip);
        const session = sessionControl(() => sessions.open(req.raw, reply.raw));
        return {
          prisma,
          transport: "http",
          viewer,
          session,
          presence,
          loginThrottle,
          signupThrottle,
          demoStudent,
          readVersions,
        };
      }
      if (wsRequest) {
        const viewer = await resolveViewerCached(await sessions.read(wsRequest), readVersions);
        return {
          prisma,
          transport: "websocket",
          viewer,
          session: readOnlySession,
          presence,
          demoStudent,
          readVersions,
        };
      }
      return {
        prisma,
        transport: "in-process",
        viewer: asViewer ?? null,
        session: readOnlySession,
        presence,
        demoStudent,
        readVersions,
      };
    },
  });
}
