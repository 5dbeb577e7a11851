import type { FastifyInstance, FastifyRequest } from "fastify";
import * as client from "openid-client";
import { CommunityLoginRefused, upsertCommunityUserFromClaims } from "../../schema/auth/communityUser.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import { runOperation } from "../rest/runOperation.js";
import { resolveViewer } from "../../schema/auth/viewer.js";
import { type Sessions, sessionControl } from "../session.js";
import type { Yoga } from "../yoga.js";
import { DEFAULT_RETURN, safeReturnTo } from "../../schema/rules/returnTo.js";
import { appOrigin } from "./origin.js";
import { CALLBACK_PATH, type RelyingParty } from "./relyingParty.js";

const FAILED = "/community?login=failed";
/**
 * A refusal the user can act on is named, so the community page can say what to do (web: communitySignInProblem.ts).
 */
const refused = (error: CommunityLoginRefused) => `${FAILED}&reason=${error.reason}`;

/**
 * Community sign-in and sign-out: GET /api/login, /api/callback and /api/logout, full-page
 * navigations that always end in a redirect (a failure is logged, never shown as an error page).
 */
export function registerCommunityAuthRoutes(
  fastify: FastifyInstance,
  options: { rp: RelyingParty; prisma: PrismaClient; sessions: Sessions; yoga: Yoga; publicUrl?: string },
): void {
  const { rp, prisma, sessions, yoga } = options;
  const originOf = (req: FastifyRequest) => appOrigin(req, options.publicUrl);

  fastify.get("/api/login", async (req, reply) => {
    reply.header("cache-control", "no-store");
    try {
      const origin = originOf(req);
      const pending = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const session = await sessions.open(req.raw, reply.raw);
      // After "sign out of all devices" the issuer may still remember the member: it must ask for the password.
      // (The mark stays until a sign-in succeeds: signing in starts a fresh session.)
      const freshLogin = session.reauthenticate === true;
      const url = await rp.authorizationUrl({
        origin,
        redirectUri: `${origin}${CALLBACK_PATH}`,
        ...pending,
        freshLogin,
      });
      // Where to land after sign-in: a community page the member came from, or the board.
      const returnTo = safeReturnTo((req.query as { returnTo?: unknown }).returnTo);
      session.oidc = { ...pending, ...(returnTo ? { returnTo } : {}) };
      await session.save();
      return reply.redirect(url.href, 302);
    } catch (error) {
      req.log.warn({ error: describe(error) }, "community sign-in could not start");
      return reply.redirect(FAILED, 302);
    }
  });

  fastify.get("/api/callback", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const session = await sessions.open(req.raw, reply.raw);
    const pending = session.oidc;
    try {
      if (!pending) throw new Error("no community sign-in in progress in this browser");
      // redirect_uri is derived from this URL: the same origin /api/login used.
      const callbackUrl = new URL(req.url, originOf(req));
      const claims = await rp.claimsFromCallback(callbackUrl, pending);
      const user = await upsertCommunityUserFromClaims(prisma, claims);
      await sessionControl(async () => session).signIn(user);
      return reply.redirect(safeReturnTo(pending.returnTo) ?? DEFAULT_RETURN, 302);
    } catch (error) {
      if (error instanceof CommunityLoginRefused) req.log.warn({ reason: error.reason }, "community sign-in refused");
      else req.log.warn({ error: describe(error) }, "community sign-in failed");
      const target = error instanceof CommunityLoginRefused ? refused(error) : FAILED;
      if (pending) {
        // One attempt per state: a replayed or tampered callback cannot retry it.
        delete session.oidc;
        await session.save().catch(() => undefined);
      }
      return reply.redirect(target, 302);
    }
  });

  fastify.get("/api/logout", async (req, reply) => {
    reply.header("cache-control", "no-store");
    const session = await sessions.open(req.raw, reply.raw);
    let target = "/";
    try {
      const viewer = await resolveViewer(prisma, session);
      // Also end the sign-in at the issuer, or the next /api/login would pass without a password.
      if (viewer?.role === "COMMUNITY") target = (await rp.endSessionUrl(originOf(req)))?.href ?? "/";
      // The schema's logout ends every session of this user, in other browsers too.
      await runOperation(yoga, req, reply, "mutation { logout(input: {}) { clientMutationId } }");
    } catch (error) {
      req.log.warn({ error: describe(error) }, "community sign-out incomplete");
      session.destroy();
    }
    return reply.redirect(target, 302);
  });
}

/**
 * What a failure log needs, without the error's cause chain: openid-client attaches the
 * callback's parameters (the authorization code) and response bodies there.
 */
function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const {
    code,
    error: oauthError,
    error_description,
  } = error as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  const detail = error.cause instanceof Error ? error.cause.message : undefined;
  return { name: error.name, message: error.message, detail, code, oauthError, error_description };
}
