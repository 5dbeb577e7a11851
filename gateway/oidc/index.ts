import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
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
import type { OidcSettings } from "./settings.js";

export type { OidcSettings } from "./settings.js";
export { oidcSettingsFromEnv } from "./settings.js";

/**
 * Community sign-in with OpenID Connect: /api/login, /api/callback, /api/logout, against the
 * configured issuer or, without one, the embedded provider mounted at /oidc.
 */
export async function registerOidc(
  fastify: FastifyInstance,
  options: OidcSettings & {
    prisma: PrismaClient;
    sessionSecret: string;
    sessions: Sessions;
    yoga: Yoga;
    /** The sign-in limits of a client address: the embedded provider's password form counts in them too. */
    loginThrottle: ClientThrottles["login"];
  },
): Promise<void> {
  const rp = options.external
    ? createRelyingParty({
        issuer: () => options.external!.issuer,
        clientId: options.external.clientId,
        clientSecret: options.external.clientSecret,
      })
    : await registerEmbeddedProvider(fastify, options);
  registerCommunityAuthRoutes(fastify, {
    rp,
    prisma: options.prisma,
    sessions: options.sessions,
    yoga: options.yoga,
    publicUrl: options.publicUrl,
  });
}

async function registerEmbeddedProvider(
  fastify: FastifyInstance,
  options: OidcSettings & { prisma: PrismaClient; sessionSecret: string; loginThrottle: ClientThrottles["login"] },
): Promise<RelyingParty> {
  const secret = clientSecret(options.dataDir);
  const key = signingKey(options.dataDir);
  // Without PUBLIC_URL the issuer names the port the server really listens on (port 0 in tests),
  // known only after listen: the provider is built on first use.
  let issuer: string | undefined;
  const issuerUrl = () =>
    (issuer ??= `${options.publicUrl ?? `http://localhost:${listeningPort(fastify, options.port)}`}${OIDC_MOUNT_PATH}`);
  let provider: Provider | undefined;
  const getProvider = () =>
    (provider ??= createEmbeddedProvider({
      issuer: issuerUrl(),
      clientSecret: secret,
      signingKey: key,
      sessionSecret: options.sessionSecret,
      prisma: options.prisma,
      log: fastify.log,
    }));

  mountProvider(fastify, getProvider, options.publicUrl);
  await registerInteractions(fastify, {
    provider: getProvider,
    prisma: options.prisma,
    loginThrottle: options.loginThrottle,
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
