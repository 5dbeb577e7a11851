import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import Provider, {
  interactionPolicy,
  type AdapterFactory,
  type Configuration,
  type KoaContextWithOIDC,
} from "oidc-provider";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import { findCommunityAccount, signInPredatesEnding } from "./accounts.js";
import { pageHeaders, SUBMIT_LOGOUT_SCRIPT } from "./html.js";
import { currentRequestOrigin } from "./origin.js";
import { logoutPage, problemPage, signedOutPage } from "./pages.js";
import type { SigningJwk } from "./persisted.js";
import { CALLBACK_PATH, POST_LOGOUT_PATH, SCOPE } from "./relyingParty.js";

/** Where the embedded provider is mounted in the gateway. */
export const OIDC_MOUNT_PATH = "/oidc";
export const EMBEDDED_CLIENT_ID = "cyberlab-web";

export type EmbeddedProviderOptions = {
  /** <public origin>/oidc */
  issuer: string;
  clientSecret: string;
  signingKey: SigningJwk;
  /** The session secret; the provider's cookie key is derived from it. */
  sessionSecret: string;
  prisma: PrismaClient;
  /** Where sessions, interactions, codes and grants live: shared by every replica (Redis or the database). */
  adapter: AdapterFactory;
  log: FastifyBaseLogger;
};

/**
 * The OpenID provider used when no external issuer is configured: community users with a
 * password sign in on our own page (gateway/oidc/interactions.ts) and the gateway, its only
 * client, receives an ID token like from any other issuer.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const origin = new URL(options.issuer).origin;
  const configuration: Configuration = {
    adapter: options.adapter,
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: options.clientSecret,
        client_name: "CyberLab Academy",
        redirect_uris: [`${origin}${CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}${POST_LOGOUT_PATH}`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [options.signingKey] },
    cookies: {
      // Not the session secret itself: a leaked provider cookie key must not unseal sessions.
      keys: [createHmac("sha256", options.sessionSecret).update("cyberlab/oidc-provider/cookies").digest("base64url")],
      // Lax: no cross-site use is needed, and browsers drop SameSite=None cookies over plain http.
      long: { signed: true, httpOnly: true, sameSite: "lax", path: OIDC_MOUNT_PATH },
      short: { signed: true, httpOnly: true, sameSite: "lax" },
    },
    findAccount: (_ctx, sub) => findCommunityAccount(options.prisma, sub),
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name", "picture"],
    },
    scopes: ["openid"],
    // The gateway builds the profile from the ID token alone; no extra userinfo round trip.
    conformIdTokenClaims: false,
    responseTypes: ["code"],
    pkce: { methods: ["S256"], required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: {
      policy: signInPolicy(),
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // The only client is our own app: it gets the standard scopes without a consent screen.
    loadExistingGrant: async (ctx) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing && existing.accountId === session.accountId) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    // No browser-based clients: token and userinfo calls come from servers.
    clientBasedCORS: () => false,
    renderError,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Interaction: 15 * 60,
      Session: 24 * 60 * 60,
      Grant: 24 * 60 * 60,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  // Proxy mode: the provider reads the origin from Host and X-Forwarded-Proto, which the mount
  // (mount.ts) sets from the origin the gateway worked out (PUBLIC_URL, or the request under TRUST_PROXY).
  provider.proxy = true;
  allowSameOriginCallbacks(provider);

  provider.on("server_error", (_ctx: KoaContextWithOIDC, error: Error) =>
    options.log.error({ err: error }, "OpenID provider error"),
  );
  for (const event of ["authorization.error", "grant.error", "end_session.error"]) {
    provider.on(event, (_ctx: KoaContextWithOIDC, error: Error) =>
      options.log.warn({ event, error: error.message }, "OpenID provider refused a request"),
    );
  }
  return provider;
}

/**
 * The standard prompts, and one more reason to ask for the password: the sign-in this provider
 * remembers is gone (the account was deleted or disabled) or older than the moment the member's
 * sessions were ended ("Sign out of all devices", signing out, a password set by an admin). Without
 * it a browser signed out that way would be signed straight back in by the provider's own cookie.
 */
function signInPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.get("login")!.checks.add(
    new interactionPolicy.Check("sessions_ended", "The member's sessions were ended after this sign-in", (ctx) => {
      const { session, account, result } = ctx.oidc;
      // Not before a sign-in (the standard no_session check asks), nor right after this request's own.
      if (!session?.accountId || result?.login) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const endedAt = account?.sessionsEndedAt as Date | null | undefined;
      const ended = account === undefined || signInPredatesEnding(session.loginTs, endedAt ?? null);
      return ended ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}

/**
 * The gateway is reachable under more than one origin (localhost and 127.0.0.1, any port, a
 * proxy's host) and builds its redirect URIs from the request's origin. Besides the registered
 * URIs the provider therefore accepts our callback on the very origin the browser is using for
 * the provider itself: the code can only travel back to the site the user is signing in on.
 */
function allowSameOriginCallbacks(provider: Provider): void {
  const { prototype } = provider.Client;
  const registeredRedirect = prototype.redirectUriAllowed;
  const registeredPostLogout = prototype.postLogoutRedirectUriAllowed;
  const onCurrentOrigin = (uri: string, path: string) => {
    const origin = currentRequestOrigin();
    return origin !== undefined && uri === `${origin}${path}`;
  };
  prototype.redirectUriAllowed = function (this: typeof prototype, uri: string) {
    return registeredRedirect.call(this, uri) || onCurrentOrigin(uri, CALLBACK_PATH);
  };
  prototype.postLogoutRedirectUriAllowed = function (this: typeof prototype, uri: string) {
    return registeredPostLogout.call(this, uri) || onCurrentOrigin(uri, POST_LOGOUT_PATH);
  };
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  // Our app asked for the sign-out (GET /api/logout): confirm it without another click.
  const automatic = ctx.oidc.client?.clientId === EMBEDDED_CLIENT_ID;
  ctx.set(pageHeaders(automatic ? [SUBMIT_LOGOUT_SCRIPT] : []));
  ctx.body = logoutPage(form, { automatic });
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.set(pageHeaders());
  ctx.body = signedOutPage();
}

async function renderError(ctx: KoaContextWithOIDC, out: { error_description?: string }): Promise<void> {
  ctx.set(pageHeaders());
  ctx.body = problemPage({
    title: "Sign-in problem",
    message: out.error_description ?? "Something went wrong while signing you in.",
    link: { href: "/community", text: "Back to CyberLab Community" },
  });
}
