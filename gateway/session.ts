import type { IncomingMessage, ServerResponse } from "node:http";
import { getIronSession, type IronSession, type SessionOptions } from "iron-session";
import type { SessionControl, Viewer } from "../schema/context.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import type { Role } from "../schema/generated/prisma/enums.js";

export type SessionData = {
  userId?: string;
  role?: Role;
  /** The user's sessionVersion at sign-in: a later logout-everywhere, password change or disabling bumps it. */
  version?: number;
  /** OpenID Connect login in progress. */
  oidc?: { state: string; nonce: string; codeVerifier: string };
};

export const COOKIE_NAME = "cyberlab_session";
export const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type Sessions = {
  /** Reads and writes the session of an HTTP exchange. */
  open: (req: IncomingMessage, res: ServerResponse) => Promise<IronSession<SessionData>>;
  /** Reads the session from a request whose answer cannot set cookies (a WebSocket upgrade). */
  read: (req: IncomingMessage) => Promise<SessionData>;
};

export function createSessions(secret: string): Sessions {
  const options = (secure: boolean): SessionOptions => ({
    password: secret,
    cookieName: COOKIE_NAME,
    ttl: MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: "lax", secure, path: "/" },
  });
  return {
    open: (req, res) => getIronSession<SessionData>(req, res, options(isHttps(req))),
    read: async (req) => {
      const cookies = new Map<string, string>();
      for (const part of (req.headers.cookie ?? "").split(";")) {
        const i = part.indexOf("=");
        if (i > 0) cookies.set(part.slice(0, i).trim(), decodeCookieValue(part.slice(i + 1).trim()));
      }
      const store = {
        get: (name: string) => (cookies.has(name) ? { name, value: cookies.get(name)! } : undefined),
        set: () => undefined,
      };
      const session = await getIronSession<SessionData>(store, options(false));
      return { ...session };
    },
  };
}

function isHttps(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(",")[0];
  return proto?.trim() === "https" || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/**
 * The signed-in user, if the session still stands: the account exists, is active, and its
 * session version has not moved since sign-in.
 */
export async function resolveViewer(prisma: PrismaClient, data: SessionData): Promise<Viewer | null> {
  if (!data.userId || data.version === undefined) return null;
  const user = await prisma.user.findUnique({
    where: { id: data.userId },
    select: { id: true, role: true, isActive: true, sessionVersion: true },
  });
  if (!user || !user.isActive || user.sessionVersion !== data.version) return null;
  return { id: user.id, role: user.role };
}

export function sessionControl(session: IronSession<SessionData>): SessionControl {
  return {
    signIn: async (user) => {
      // A fresh session: nothing of the previous one (another user, a pending login) carries over.
      for (const key of Object.keys(session) as (keyof SessionData)[]) delete session[key];
      session.userId = user.id;
      session.role = user.role;
      session.version = user.sessionVersion;
      await session.save();
    },
    signOut: async () => {
      session.destroy();
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

/** A cookie value as sent, percent-decoded when it can be: a malformed one is kept raw (and fails to unseal: signed out). */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
