import type { IncomingMessage, ServerResponse } from "node:http";
import { getIronSession, type IronSession, type SessionOptions, unsealData } from "iron-session";
import { LRUCache } from "lru-cache";
import { claimsOf, type SessionClaims } from "../schema/auth/viewer.js";
import type { SessionControl } from "../schema/context.js";
import { forwardedView, type ProxyTrust, proxyTrust } from "./security/proxyTrust.js";

/** The session cookie's content: the sign-in's claims (schema/auth/viewer.ts decides if they stand). */
export type SessionData = SessionClaims & {
  /** A community sign-in under way, and the page to return to once it succeeds. */
  oidc?: { state: string; nonce: string; codeVerifier: string; returnTo?: string };
  /** Signed out of every device: the next community sign-in here asks the identity provider for a fresh login. */
  reauthenticate?: true;
};

export const COOKIE_NAME = "cyberlab_session";
export const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type Sessions = {
  /** Reads and writes the session of an HTTP exchange. */
  open: (req: IncomingMessage, res: ServerResponse) => Promise<IronSession<SessionData>>;
  /**
   * The session's data, read-only (every GraphQL request; a WebSocket upgrade, whose answer cannot
   * set cookies). Unsealing a cookie is the costly part of a signed-in request, so each cookie's
   * data is remembered until the cookie itself expires (its expiry is sealed in it); a cookie that
   * does not unseal is never remembered.
   */
  read: (req: Pick<IncomingMessage, "headers">) => Promise<SessionData>;
};

/** Cookies whose data is remembered at once, per process (least recently used go first). */
const REMEMBERED_COOKIES = 10_000;

/** `trust`: the proxies whose X-Forwarded-Proto says the browser used https (the cookie is then Secure). */
export function createSessions(secret: string, trust: ProxyTrust = proxyTrust()): Sessions {
  const options = (secure: boolean): SessionOptions => ({
    password: secret,
    cookieName: COOKIE_NAME,
    ttl: MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  });
  const unsealed = new LRUCache<string, Readonly<SessionData>>({ max: REMEMBERED_COOKIES });
  return {
    open: (req, res) => getIronSession<SessionData>(req, res, options(forwardedView(req, trust).protocol === "https")),
    read: async (req) => {
      const seal = sessionCookie(req.headers.cookie);
      if (!seal) return {};
      const known = unsealed.get(seal);
      if (known) return known;
      // An expired, tampered or foreign cookie unseals to {}: signed out.
      const data = Object.freeze(await unsealData<SessionData>(seal, { password: secret, ttl: MAX_AGE_SECONDS }));
      const validFor = sealExpiry(seal) - Date.now();
      if (data.userId && validFor > 0) unsealed.set(seal, data, { ttl: validFor });
      return data;
    },
  };
}

function sessionCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === COOKIE_NAME) return decodeCookieValue(part.slice(i + 1).trim());
  }
  return undefined;
}

/**
 * When a sealed cookie expires (iron's seal: `Fe26.2*id*salt*iv*data*expiry*…`, checked by its HMAC once unsealed); NaN
 * when it does not say.
 */
function sealExpiry(seal: string): number {
  return Number(seal.split("*")[5] || Number.NaN);
}

/** Changes the session through `open` (HTTP only), called only when a sign-in or sign-out happens. */
export function sessionControl(open: () => Promise<IronSession<SessionData>>): SessionControl {
  return {
    signIn: async (user) => {
      const session = await open();
      // A fresh session: nothing of the previous one (another user, a pending login) carries over.
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      Object.assign(session, claimsOf(user));
      await session.save();
    },
    signOut: async (options) => {
      const session = await open();
      if (!options?.reauthenticate) return session.destroy();
      // Nobody signed in, and only the mark left: the identity provider's own session in this browser may outlive
      // ours, and must not sign the member back in without their password.
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.reauthenticate = true;
      await session.save();
    },
  };
}

/** For contexts that cannot set cookies (WebSocket operations). */
export const readOnlySession: SessionControl = {
  signIn: async () => {
    throw new Error("Sign in over HTTP");
  },
  signOut: async () => {
    throw new Error("Sign out over HTTP");
  },
};

/**
 * A cookie value as sent, percent-decoded when it can be: a malformed one is kept raw (and fails to unseal: signed
 * out).
 */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
