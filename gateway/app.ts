import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { type DocumentNode, GraphQLError, type GraphQLFormattedError } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Database } from "../schema/db/database.js";
import { PRESENCE } from "../schema/db/readTables.js";
import { createClientThrottles } from "../schema/rateLimit.js";
import { PGLITE_CONCURRENT_OPERATIONS } from "./admission.js";
import { type Settings, trustedOrigins } from "./settings.js";
import { databaseAdapter } from "./oidc/databaseAdapter.js";
import { registerOidc } from "./oidc/index.js";
import { registerGraphiqlAssets } from "./graphiql.js";
import { isPageNavigation } from "./pageFallback.js";
import { registerRestApiDocs } from "./rest/apiDocs.js";
import { answerFrameworkError, registerErrorReplies } from "./rest/errorReplies.js";
import { registerRestRoutes } from "./rest/routes.js";
import { isCrossSiteUpgrade, refuseUpgrade, registerCsrfProtection } from "./security/csrf.js";
import { registerSecurityHeaders } from "./security/headers.js";
import { proxyTrust } from "./security/proxyTrust.js";
import { loadTrustedDocuments, reloadingTrustedDocuments, resolveDocument } from "./security/trustedDocuments.js";
import { graphqlCors } from "./security/cors.js";
import { directPost } from "./graphqlPost.js";
import { createSessions } from "./session.js";
import { answerLifetime, changesAnswers } from "./readCache.js";
import { listenForOutsideWrites } from "./outsideWrites.js";
import { createSharedState, type SharedState } from "./sharedState.js";
import { buildYoga, type Yoga } from "./yoga.js";

/** What the app runs on besides its settings. */
export type AppServices = {
  db: Database;
  /**
   * Presence, events and rate limits, already connected (start.ts reaches Redis before migrating);
   * unset: made here. Either way the app closes it.
   */
  shared?: SharedState;
  /** Where the app logs; unset: nowhere. */
  logger?: FastifyBaseLogger;
};

export type App = {
  fastify: FastifyInstance;
  yoga: Yoga;
  /** Readiness answers 503 from now on (shutdown begins); everything else is still served. */
  markDraining: () => void;
};

/** The content types of yoga's answers that are complete when it hands them over: JSON, and GraphiQL's page. */
const WHOLE_ANSWERS = /^(application\/(graphql-response\+)?json|text\/html)\b/;

export async function buildApp(settings: Settings, { db, logger, shared: given }: AppServices): Promise<App> {
  // One trust rule for Fastify's req.ip/host/protocol, the WebSocket upgrade and the session cookie.
  const trust = proxyTrust(settings.trustProxy);
  const fastify = Fastify({
    loggerInstance: logger,
    logger: logger ? undefined : false,
    trustProxy: settings.trustProxy ? trust : false,
    // Requests that reached us while closing are answered, not refused (start.ts drains before closing).
    return503OnClosing: false,
    // The router's own refusals (a malformed path) answer { message } like every other error outside /graphql.
    frameworkErrors: answerFrameworkError,
  });
  // While closing, answer in-flight requests with Connection: close, so their keep-alive sockets
  // do not hold the shutdown open until the keep-alive timeout.
  let closing = false;
  fastify.addHook("preClose", async () => {
    closing = true;
  });
  fastify.addHook("onSend", (_req, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  // Besides each request's own origin, the configured public one (PUBLIC_URL) and CORS_ORIGINS may
  // send state changes and read answers (CORS).
  const origins = trustedOrigins(settings);
  registerCsrfProtection(fastify, { trustedOrigins: origins });
  registerSecurityHeaders(fastify, settings.webDist);

  // Closed after the WebSocket server (below): closing connections still update presence.
  const shared = given ?? (await createSharedState({ redis: settings.redis, log: fastify.log }));
  const sessions = createSessions(settings.sessionSecret, trust);
  // The same counters for every way in that takes a password or creates an account.
  const throttles = createClientThrottles(shared.rateLimits, {
    login: settings.loginLimits,
    signup: settings.signupLimits,
    posting: settings.postingLimits,
  });
  // Every committed write moves the version the read cache keys its answers by (gateway/readCache.ts).
  // Each arrival or departure moves the version of who is online, read by the answers that show it.
  const advanceVersions = async (tables: ReadonlySet<string>) => {
    if (changesAnswers(tables)) await shared.dataVersion.advance(tables);
  };
  const versioning = settings.readCache
    ? [
        db.onWrite(advanceVersions),
        shared.presence.onChange(() => void shared.dataVersion.advance(new Set([PRESENCE]))),
      ]
    : [];
  // Writes made outside the app, told by PostgreSQL: answers then live longer than the short expiry.
  const database = settings.database;
  const outside =
    settings.readCache && database.kind === "postgres"
      ? listenForOutsideWrites(database.url, advanceVersions, fastify.log)
      : undefined;
  const stopVersioning = () => versioning.forEach((stop) => stop());
  // One copy for HTTP (yoga's plugin) and graphql-ws (onSubscribe below).
  const trustedDocuments = settings.production ? loadTrustedDocuments() : reloadingTrustedDocuments();
  const yoga = buildYoga(settings, {
    prisma: db.prisma,
    logger: fastify.log,
    concurrentOperations: db.kind === "pglite" ? PGLITE_CONCURRENT_OPERATIONS : undefined,
    sessions,
    presence: shared.presence,
    boardEvents: shared.boardEvents,
    dataVersion: settings.readCache ? shared.dataVersion : undefined,
    answerLifetime: answerLifetime(database.kind, () => outside?.hearing() ?? false),
    throttles,
    trustedDocuments,
    runSql: settings.plannedExecution ? db.query : undefined,
  });

  registerErrorReplies(fastify, yoga.graphqlEndpoint);
  const cors = graphqlCors(trustedOrigins(settings));
  const postDirectly = directPost(yoga, trustedDocuments);
  fastify.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      if (cors(req, reply)) return reply;
      // A POST of JSON whose answer is certain, through yoga's envelope without its HTTP layer (graphqlPost.ts).
      const direct = await postDirectly(req, reply);
      if ("answer" in direct) return reply.send(direct.answer);
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, worked: direct.worked });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // An answer is one string: written at once, with its length. Anything else (a subscription's
      // event stream) is piped as it comes.
      return reply.send(
        WHOLE_ANSWERS.test(response.headers.get("content-type") ?? "") ? await response.text() : response.body,
      );
    },
  });

  if (!settings.production) registerGraphiqlAssets(fastify);
  registerRestRoutes(fastify, yoga);
  registerRestApiDocs(fastify, settings);
  if (settings.oidc) {
    await registerOidc(fastify, settings, {
      prisma: db.prisma,
      sessions,
      yoga,
      loginThrottle: throttles.login,
      adapter: shared.oidcAdapter ?? databaseAdapter(db.prisma),
    });
  }

  fastify.get("/healthz", async () => ({ status: "ok" }));
  let draining = false;
  fastify.get("/readyz", async (_req, reply) => {
    // A load balancer stops sending new work here while what was sent is still answered.
    if (draining) return reply.status(503).send({ status: "unavailable", reason: "shutting down" });
    try {
      await db.ping();
    } catch (error) {
      fastify.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable", reason: "database unreachable" });
    }
    try {
      await shared.ping();
    } catch (error) {
      fastify.log.warn({ err: error }, "readiness check failed");
      return reply.status(503).send({ status: "unavailable", reason: "redis unreachable" });
    }
    return { status: "ready" };
  });

  const hasWeb = existsSync(path.join(settings.webDist, "index.html"));
  if (hasWeb) {
    // preCompressed: the build writes .br and .gz beside each file (vite.config.ts); sent to browsers that accept them.
    // Vite names every file under assets/ by its content hash: browsers may keep those for a year.
    // Everything else (index.html, favicon) is revalidated, so a deploy shows at once.
    await fastify.register(fastifyStatic, {
      root: settings.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(settings.webDist, filePath).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    fastify.log.warn({ webDist: settings.webDist }, "web app not built: run `npm run build`");
  }

  fastify.setNotFoundHandler((req, reply) => {
    // API clients, missing files and non-page requests get JSON, never the web app's HTML.
    if (!hasWeb || !isPageNavigation(req)) return reply.status(404).send({ message: "Not Found" });
    // History-API fallback: the client router decides, including its own 404 page.
    return reply.type("text/html").sendFile("index.html", { maxAge: 0 });
  });

  const wss = new WebSocketServer({ noServer: true });
  fastify.server.on("upgrade", (request, socket, head) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== yoga.graphqlEndpoint) {
      socket.destroy();
      return;
    }
    // The upgrade carries the session cookie: only pages of this site (or clients without Origin) may open it.
    if (isCrossSiteUpgrade(request, origins, trust)) {
      fastify.log.warn({ origin: request.headers.origin }, "cross-site WebSocket upgrade refused");
      refuseUpgrade(socket);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  });
  useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        // Through yoga's envelope, so WebSocket operations get the same plugins and context as HTTP.
        // A persisted id (the web client) or a document of the client's own, as over HTTP.
        const resolved = resolveDocument(trustedDocuments, payload);
        if ("error" in resolved) return [resolved.error];
        const params = { ...payload, query: resolved.query };
        const enveloped = yoga.getEnveloped({ wsRequest: ctx.extra.request, params });
        let document: DocumentNode;
        try {
          document = enveloped.parse(params.query);
        } catch (error) {
          // A syntax error, or the token limit (counted while parsing), refuses this operation only,
          // as over HTTP: thrown from here, graphql-ws would close the connection (4500) and end every
          // other subscription on it. Anything else is unexpected and still propagates.
          if (!(error instanceof GraphQLError)) throw error;
          // The code HTTP answers a syntax error with (yoga's); the limits bring their own.
          if (error.extensions.code) return [error];
          return [
            new GraphQLError(error.message, {
              source: error.source,
              positions: error.positions,
              extensions: { code: "GRAPHQL_PARSE_FAILED" },
            }),
          ];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        return {
          schema: enveloped.schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
      // Errors read as over HTTP, where yoga turns its `http` hint into the status and leaves it out.
      onError: (_ctx, _id, _payload, errors) => errors.map(withoutStatusHint),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map(withoutStatusHint) } : undefined,
    },
    wss,
  );
  // Subscriptions are told first (1001, "Server shutting down"), so clients reconnect to another replica.
  fastify.addHook("preClose", async () => {
    for (const client of wss.clients) client.close(1001, "Server shutting down");
  });
  fastify.addHook("onClose", async () => {
    await new Promise<void>((resolve) => wss.close(() => resolve()));
    stopVersioning();
    await outside?.close();
    await shared.close();
  });

  return {
    fastify,
    yoga,
    markDraining: () => {
      draining = true;
    },
  };
}

type EnvelopedRoot = ReturnType<Yoga["getEnveloped"]>;

/** An error as JSON, without yoga's `extensions.http` (the HTTP status and headers it asks for). */
function withoutStatusHint(error: GraphQLError | GraphQLFormattedError): GraphQLFormattedError {
  // An error already in its JSON form is taken as it is.
  const json: GraphQLFormattedError = error instanceof GraphQLError ? error.toJSON() : error;
  const { extensions: all, ...formatted } = json;
  const { http: _http, ...extensions } = all ?? {};
  return Object.keys(extensions).length > 0 ? { ...formatted, extensions } : formatted;
}
