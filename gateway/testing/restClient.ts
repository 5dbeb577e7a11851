import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import type { FastifyInstance, InjectOptions } from "fastify";
import { sealData } from "iron-session";
import { COOKIE_NAME, MAX_AGE_SECONDS, type SessionData } from "../session.js";
import { claimsOf } from "../../schema/auth/viewer.js";

/** A browser-like client over fastify.inject that keeps the session cookie between calls. */
export function restClient(fastify: FastifyInstance, cookie = "") {
  let jar = cookie;
  const call = async (
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fastify.inject({
      method,
      url,
      headers: { ...(jar ? { cookie: jar } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
    const setCookie = res.cookies.find((c) => c.name === COOKIE_NAME);
    if (setCookie) jar = setCookie.value ? `${COOKIE_NAME}=${setCookie.value}` : "";
    return {
      status: res.statusCode,
      body: res.body ? (res.json() as unknown) : undefined,
      headers: res.headers,
      cookies: res.cookies,
    };
  };
  return {
    get: (url: string) => call("GET", url),
    post: (url: string, payload?: unknown) => call("POST", url, payload ?? {}),
    put: (url: string, payload?: unknown) => call("PUT", url, payload ?? {}),
    patch: (url: string, payload?: unknown) => call("PATCH", url, payload ?? {}),
    graphql: (query: string, variables?: Record<string, unknown>) => call("POST", "/graphql", { query, variables }),
    get cookie() {
      return jar;
    },
  };
}

export type RestClient = ReturnType<typeof restClient>;

/** A GraphQL answer as a test reads it. */
export type GraphqlAnswer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A GraphQL call through a test client: the HTTP status and the answer's data and errors. */
export async function graphqlAnswer<T>(client: RestClient, query: string, variables?: Record<string, unknown>) {
  const res = await client.graphql(query, variables);
  return { status: res.status, ...(res.body as GraphqlAnswer<T>) };
}

/** A session cookie as the gateway would issue it, for users whose sign-in flow is not under test. */
export async function sessionCookieFor(
  secret: string,
  user: { id: string; role: NonNullable<SessionData["role"]>; sessionVersion: number; isModerator?: boolean },
) {
  // As a sign-in seals them (gateway/session.ts).
  const sealed = await sealData(claimsOf(user) satisfies SessionData, {
    password: secret,
    ttl: MAX_AGE_SECONDS,
  });
  return `${COOKIE_NAME}=${sealed}`;
}

/**
 * A client signed in as a seeded community member, made a moderator or not first (the flag is
 * set either way, so a test states who moderates).
 */
export async function memberClient(
  app: { fastify: FastifyInstance; prisma: PrismaClient },
  secret: string,
  userId: string,
  isModerator = false,
) {
  const user = await app.prisma.user.update({ where: { id: userId }, data: { isModerator } });
  return restClient(app.fastify, await sessionCookieFor(secret, user));
}
