import type { IncomingMessage } from "node:http";
import { isDeepStrictEqual } from "node:util";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Context, Viewer } from "../schema/context.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { schema } from "../schema/index.js";
import type { BoardEvents } from "../schema/boardEvents.js";
import type { Presence } from "../schema/presence.js";
import { presenceBroadcastPlugin } from "../schema/presenceBroadcast.js";
import { plannedExecutor } from "../schema/plans/documentPlans.js";
import type { RunSql } from "../schema/plans/findManySql.js";
import type { ClientThrottles } from "../schema/rateLimit.js";
import { admissionPlugin } from "./admission.js";
import { renderGraphiQL } from "./graphiql.js";
import { type CacheScope, createViewerCache, type DataVersion, responseCachePlugin } from "./readCache.js";
import type { Settings } from "./settings.js";
import { handedOverPlugin, type Worked } from "./graphqlPost.js";
import { requestErrorCodesPlugin } from "./requestErrors.js";
import { malformedGetParamsPlugin } from "./security/getParams.js";
import { blockFieldSuggestions, disableIntrospectionPlugin, graphqlLimitPlugins } from "./security/graphqlLimits.js";
import { loadTrustedDocuments, trustedDocumentsPlugin, type TrustedDocuments } from "./security/trustedDocuments.js";
import { claimedViewer, resolveViewer, sessionCheck, type SessionRow, viewerOf } from "../schema/auth/viewer.js";
import { noteRead, PRESENCE, recordingBatchedReads } from "../schema/db/readTables.js";
import { readOnlySession, type SessionData, type Sessions, sessionControl } from "./session.js";

export type ServerContext = {
  /** An HTTP exchange through Fastify. */
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** The upgrade request of a graphql-ws connection. */
  wsRequest?: IncomingMessage;
  /** In-process callers only (tests through yoga.fetch): act as this viewer. */
  asViewer?: Viewer;
  /** What the direct path (gateway/graphqlPost.ts) worked out of this request's operation, for yoga to answer with. */
  worked?: Worked;
};
/** What each operation's resolvers get: the schema's context and the read cache's scope (gateway/readCache.ts). */
export type GatewayContext = Context & CacheScope;
export type Yoga = YogaServerInstance<ServerContext, GatewayContext>;

/** What yoga runs on besides the settings: the database and the stores the app shares with other parts. */
export type YogaServices = {
  prisma: PrismaClient;
  sessions: Sessions;
  presence: Presence;
  boardEvents: BoardEvents;
  /**
   * At most this many operations at once, the rest queued in arrival order (the embedded database); unset: no limit.
   */
  concurrentOperations?: number;
  /** Where unexpected errors go in full (clients see only "Unexpected error."); unset: nowhere. */
  logger?: FastifyBaseLogger;
  /**
   * Per table, moved by each committed write to it; query answers and session checks are cached with the versions of
   * the tables they read. Unset: nothing is cached.
   */
  dataVersion?: DataVersion;
  /**
   * How long a query answer may be kept now (gateway/readCache.ts, answerLifetime); unset: the short expiry,
   * READ_CACHE_TTL_MS.
   */
  answerLifetime?: () => number;
  /**
   * Sign-in and sign-up limits per client address (the same counters as the OpenID sign-in form); unset: no limits
   * (in-process tests).
   */
  throttles?: ClientThrottles;
  /**
   * Runs one SQL statement outside Prisma (schema/db/database.ts's `query`): the planned executor's
   * reads (schema/plans/documentPlans.ts). Unset: every operation runs through graphql-js.
   */
  runSql?: RunSql;
  /**
   * The web client's persisted documents by id; unset: the map relay-compiler wrote
   * (gateway/security/trustedDocuments.ts).
   */
  trustedDocuments?: TrustedDocuments;
};

/** What yoga reads of the settings. */
export type YogaSettings = Pick<Settings, "production" | "introspection" | "demoAccounts" | "graphqlLimits">;

export function buildYoga(settings: YogaSettings, services: YogaServices): Yoga {
  const { sessions, boardEvents, dataVersion, throttles, logger } = services;
  // With the cache on, Prisma's batched reads are recorded for every request that asks (schema/db/readTables.ts),
  // and so are the lookups of who is online, versioned like a table (gateway/app.ts moves its version).
  const prisma = dataVersion ? recordingBatchedReads(services.prisma) : services.prisma;
  const presence = dataVersion ? recordingPresenceReads(services.presence) : services.presence;
  const demoStudent = settings.demoAccounts?.student ?? null;
  const resolveViewerCached = createViewerCache((session: SessionData) =>
    resolveViewer(prisma, session, services.runSql),
  );
  const planned = services.runSql ? plannedExecutor(schema, services.runSql, logger) : undefined;
  return createYoga<ServerContext, GatewayContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !settings.production && { title: "CyberLab Academy API" },
    // From the installed package, its files served by this gateway (gateway/graphiql.ts): no CDN.
    renderGraphiQL,
    landingPage: false,
    // CORS is the /graphql route's (gateway/security/cors.ts), for yoga's answers and the direct path's alike.
    cors: false,
    // Unexpected errors reach clients as "Unexpected error."; expected ones carry extensions.code.
    maskedErrors: true,
    // yoga logs each error it masks (stack, SQL) through `error`; its own chatter stays out.
    logging: logger
      ? {
          debug: () => undefined,
          info: () => undefined,
          warn: (...args: unknown[]) => logger.warn({ detail: args }, "GraphQL server warning"),
          error: (error: unknown, ...rest: unknown[]) =>
            logger.error(
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
      malformedGetParamsPlugin(),
      // A variable of the wrong type (and the like) is BAD_USER_INPUT, like any other bad input.
      requestErrorCodesPlugin(),
      // A persisted id becomes its document (onParams) before the limits below parse and check it.
      trustedDocumentsPlugin(services.trustedDocuments ?? loadTrustedDocuments()),
      ...graphqlLimitPlugins(settings.graphqlLimits),
      ...(settings.introspection ? [] : [disableIntrospectionPlugin()]),
      // Whatever GRAPHQL_INTROSPECTION says: developers keep the suggestions, production does not.
      ...(settings.production ? blockFieldSuggestions() : []),
      // One execution per presence change and operation, shared by every subscriber of the online list.
      presenceBroadcastPlugin(),
      ...(services.concurrentOperations ? [admissionPlugin(services.concurrentOperations)] : []),
      // The board's first pages from one statement each, without graphql-js (schema/plans/documentPlans.ts);
      // before the read cache, which then keeps its answers as it keeps graphql-js's.
      ...(planned ? [planned.plugin] : []),
      // Query answers from memory while no table they read has been written since (gateway/readCache.ts).
      responseCachePlugin(services.answerLifetime),
      // Last of the parameter hooks: the direct path's result, its document named as above (gateway/graphqlPost.ts).
      handedOverPlugin(),
    ],
    context: async (request): Promise<GatewayContext> => {
      const { req, reply, wsRequest, asViewer } = request;
      // Read before anything else: what this request then reads is at least as new as the version.
      const readVersions = dataVersion ? await dataVersion.current() : null;
      if (req && reply) {
        const claims = await sessions.read(req.raw);
        // req.ip is the socket's peer, or the client behind a trusted proxy (TRUST_PROXY).
        const loginThrottle = throttles?.login(req.ip);
        const signupThrottle = throttles?.signup(req.ip);
        const session = sessionControl(() => sessions.open(req.raw, reply.raw));
        const context = (viewer: Viewer | null): GatewayContext => ({
          prisma,
          transport: "http",
          viewer,
          session,
          presence,
          boardEvents,
          loginThrottle,
          signupThrottle,
          postingThrottle: throttles?.posting,
          labAnswerThrottle: throttles?.labAnswers,
          demoStudent,
          readVersions,
        });
        const claimed = readVersions === null ? claimedViewer(claims) : null;
        const check = claimed && sessionCheck(claims);
        // Nothing remembers the session check (the read cache off): a planned request reads it in its
        // first statement, for the viewer the session claims, and its answer is kept only if the check
        // confirms that viewer. Not with the read cache on: it records what an execution reads, and of
        // which viewer, to know what its answer depends on, and a read begun before the execution
        // would escape that record (the cache then remembers the check itself).
        const checked = check && planned?.start(request, context(claimed), check);
        let viewer: Viewer | null;
        if (checked) {
          viewer = viewerOf(claims, (await checked)[0] as SessionRow | undefined);
          if (!isDeepStrictEqual(viewer, claimed)) planned!.drop(request);
        } else viewer = await resolveViewerCached(claims, readVersions);
        // Any signed-in community request counts as being online (the board polls every 30 s).
        if (viewer?.role === "COMMUNITY") presence.touch(viewer.id);
        return context(viewer);
      }
      if (wsRequest) {
        const viewer = await resolveViewerCached(await sessions.read(wsRequest), readVersions);
        return {
          prisma,
          transport: "websocket",
          viewer,
          session: readOnlySession,
          postingThrottle: throttles?.posting,
          labAnswerThrottle: throttles?.labAnswers,
          presence,
          boardEvents,
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
        boardEvents,
        demoStudent,
        readVersions,
      };
    },
  });
}

/** The same presence, each lookup of the online list recorded as a read of PRESENCE for the read cache. */
function recordingPresenceReads(presence: Presence): Presence {
  return {
    ...presence,
    onlineUserIds: () => {
      noteRead(PRESENCE);
      return presence.onlineUserIds();
    },
  };
}
