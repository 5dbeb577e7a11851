import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import type { AdapterFactory } from "oidc-provider";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import type { ClientThrottles } from "../../schema/rateLimit.js";
import type { Sessions } from "../session.js";
import type { Yoga } from "../yoga.js";
import { registerInteractions } from "./interactions.js";
import { inProcessFetch, mountProvider } from "./mount.js";
import { clientSecret, signingKey } from "./persisted.js";
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID, OIDC_MOUNT_PATH } from "./provider.js";
import { createRelyingParty, type RelyingParty } from "./relyingParty.js";
import { registerCommunityAuthRoutes } from "./routes.js";
import type { Settings } from "../settings.js";

type OidcServices = {
  prisma: PrismaClient;
  sessions: Sessions;
  yoga: Yoga;
  /** The sign-in limits of a client address: the embedded provider's password form counts in them too. */
  loginThrottle: ClientThrottles["login"];
  /** The embedded provider's storage (gateway/sharedState.ts: Redis, else the database). */
  adapter: AdapterFactory;
};
type OidcWiring = Pick<Settings, "oidc" | "publicUrl" | "port" | "dataDir" | "sessionSecret">;

/**
 * Community sign-in with OpenID Connect: /api/login, /api/callback, /api/logout, against the
 * configured issuer or, without one, the embedded provider mounted at /oidc.
 */
export async function registerOidc(
  fastify: FastifyInstance,
  settings: OidcWiring,
  services: OidcServices,
): Promise<void> {
  const external = settings.oidc?.external;
  const rp = external
    ? createRelyingParty({
        issuer: () => external.issuer,
        clientId: external.clientId,
        clientSecret: external.clientSecret,
      })
    : await registerEmbeddedProvider(fastify, settings, services);
  registerCommunityAuthRoutes(fastify, {
    rp,
    prisma: services.prisma,
    sessions: services.sessions,
    yoga: services.yoga,
    publicUrl: settings.publicUrl,
  });
}

async function registerEmbeddedProvider(
  fastify: FastifyInstance,
  settings: OidcWiring,
  services: OidcServices,
): Promise<RelyingParty> {
  const secret = clientSecret(settings.dataDir);
  const key = signingKey(settings.dataDir);
  // Without PUBLIC_URL the issuer names the port the server really listens on (port 0 in tests),
  // known only after listen: the provider is built on first use.
  let issuer: string | undefined;
  const issuerUrl = () =>
    (issuer ??= `${settings.publicUrl ?? `http://localhost:${listeningPort(fastify, settings.port)}`}${OIDC_MOUNT_PATH}`);
  let provider: Provider | undefined;
  const getProvider = () =>
    (provider ??= createEmbeddedProvider({
      issuer: issuerUrl(),
      clientSecret: secret,
      signingKey: key,
      sessionSecret: settings.sessionSecret,
      prisma: services.prisma,
      adapter: services.adapter,
      log: fastify.log,
    }));

  mountProvider(fastify, getProvider, settings.publicUrl);
  await registerInteractions(fastify, {
    provider: getProvider,
    prisma: services.prisma,
    loginThrottle: services.loginThrottle,
  });
  return createRelyingParty({
    issuer: () => new URL(issuerUrl()),
    clientId: EMBEDDED_CLIENT_ID,
    clientSecret: secret,
    embedded: { fetch: inProcessFetch(fastify) },
  });
}

function listeningPort(fastify: FastifyInstance, configured: number): number {
  const address = fastify.server.address();
  return typeof address === "object" && address ? address.port : configured;
}
