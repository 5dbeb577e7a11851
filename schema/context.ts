import type { PrismaClient } from "./generated/prisma/client.js";
import type { Role } from "./generated/prisma/enums.js";
import type { BoardEvents } from "./boardEvents.js";
import type { Presence } from "./presence.js";
import type { LabAnswerThrottle, LoginThrottle, PostingThrottle, SignupThrottle } from "./rateLimit.js";

/** Who is calling: resolved by the gateway from the session cookie on every request. */
/** Who is signed in; `isModerator` is set (true) only for community moderators. */
export type Viewer = { id: string; role: Role; isModerator?: true };

/** What the schema may do to the caller's session; the gateway implements it over the cookie. */
export type SessionControl = {
  /** Starts a fresh session for this user, replacing any other in this browser. */
  signIn: (user: { id: string; role: Role; sessionVersion: number; isModerator?: boolean }) => Promise<void>;
  /**
   * Ends the session in this browser. `reauthenticate`: the next community sign-in in this browser asks for the
   * password again, even if the identity provider still remembers the member ("sign out of all devices").
   */
  signOut: (options?: { reauthenticate?: boolean }) => Promise<void>;
};

/**
 * How the operation arrived: over HTTP (the session cookie can be written, sign-in limits are
 * counted by client address), over a graphql-ws connection, or from code in this process.
 */
export type Transport = "http" | "websocket" | "in-process";

export type Context = {
  prisma: PrismaClient;
  transport: Transport;
  viewer: Viewer | null;
  session: SessionControl;
  presence: Presence;
  /** Live board events (new replies), shared by every replica. */
  boardEvents: BoardEvents;
  /**
   * Limits password sign-in attempts of this caller's client address; over HTTP only (the `http` scope keeps the others
   * out).
   */
  loginThrottle?: LoginThrottle;
  /** Limits sign-ups from this caller's client address; over HTTP only. */
  signupThrottle?: SignupThrottle;
  /** Limits each member's posts, over every transport; unset in-process. */
  postingThrottle?: PostingThrottle;
  /** Limits each student's answers to each lab, over every transport; unset in-process. */
  labAnswerThrottle?: LabAnswerThrottle;
  /** The demo student's sign-in, only where demo accounts exist (never in production). */
  demoStudent: DemoCredentials | null;
};

export type DemoCredentials = { email: string; password: string };
