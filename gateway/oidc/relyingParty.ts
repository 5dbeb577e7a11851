import * as client from "openid-client";

export const SCOPE = "openid email profile";
/** Where the issuer sends the browser back, and where a sign-out ends, on the gateway's origin. */
export const CALLBACK_PATH = "/api/callback";
export const POST_LOGOUT_PATH = "/";

export type RelyingPartyOptions = {
  /** Resolved at first use: the embedded issuer's port is known only once the server listens. */
  issuer: () => URL;
  clientId: string;
  clientSecret: string;
  /** The embedded provider: reached in-process, over plain http, on the browser's own origin. */
  embedded?: { fetch: client.CustomFetch };
};

export type LoginRequest = {
  origin: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Ask the issuer to check the user's credentials again (prompt=login), whatever session it keeps. */
  freshLogin?: boolean;
};

/** The gateway as an OpenID Connect client (authorization code flow with PKCE, state and nonce). */
export type RelyingParty = {
  authorizationUrl: (request: LoginRequest) => Promise<URL>;
  /** Exchanges the code from the callback URL and returns the user's claims. */
  claimsFromCallback: (
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ) => Promise<Record<string, unknown>>;
  /** Where to end the issuer's own session, or undefined when it offers no end_session endpoint. */
  endSessionUrl: (origin: string) => Promise<URL | undefined>;
};

export function createRelyingParty(options: RelyingPartyOptions): RelyingParty {
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered once; a failure (issuer down) is not cached, the next sign-in tries again.
  const config = () =>
    (discovered ??= discover(options).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    }));

  // The embedded provider serves every origin the gateway does; its browser-facing endpoints
  // are used on the origin the browser is on, so all its cookies stay on one site.
  const forBrowser = (url: URL, origin: string) =>
    options.embedded ? new URL(`${url.pathname}${url.search}`, origin) : url;

  return {
    authorizationUrl: async ({ origin, redirectUri, state, nonce, codeVerifier, freshLogin }) => {
      const url = client.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        ...(freshLogin ? { prompt: "login" } : {}),
      });
      return forBrowser(url, origin);
    },
    claimsFromCallback: async (callbackUrl, expected) => {
      const configuration = await config();
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the issuer returned no ID token");
      // Issuers that follow OIDC Core strictly put scope claims only in userinfo.
      if (claims.email === undefined && configuration.serverMetadata().userinfo_endpoint) {
        const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        return { ...userinfo, ...claims };
      }
      return { ...claims };
    },
    endSessionUrl: async (origin) => {
      const configuration = await config();
      if (!configuration.serverMetadata().end_session_endpoint) return undefined;
      const url = client.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
      });
      return forBrowser(url, origin);
    },
  };
}

async function discover(options: RelyingPartyOptions): Promise<client.Configuration> {
  const issuer = options.issuer();
  const embedded = options.embedded;
  return client.discovery(
    issuer,
    options.clientId,
    { client_secret: options.clientSecret },
    client.ClientSecretBasic(),
    {
      ...(embedded ? { [client.customFetch]: embedded.fetch } : {}),
      // Plain http only for the embedded issuer on localhost; a configured issuer is https.
      execute: embedded && issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
    },
  );
}
