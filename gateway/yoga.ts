import type { IncomingMessage } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Context, Viewer } from "../schema/context.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { schema } from "../schema/index.js";
import { readOnlySession, resolveViewer, type Sessions, sessionControl } from "./session.js";

export type ServerContext = {
  /** An HTTP exchange through Fastify. */
  req?: FastifyRequest;
  reply?: FastifyReply;
  /** The upgrade request of a graphql-ws connection. */
  wsRequest?: IncomingMessage;
  /** In-process callers only (tests through yoga.fetch): act as this viewer. */
  asViewer?: Viewer;
};
export type Yoga = YogaServerInstance<ServerContext, Context>;

export function buildYoga(options: { prisma: PrismaClient; production: boolean; sessions: Sessions }): Yoga {
  const { prisma, sessions } = options;
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !options.production && { title: "CyberLab Academy API" },
    landingPage: false,
    // Unexpected errors reach clients as "Unexpected error."; expected ones carry extensions.code.
    maskedErrors: true,
    logging: false,
    context: async ({ req, reply, wsRequest, asViewer }): Promise<Context> => {
      if (req && reply) {
        const session = await sessions.open(req.raw, reply.raw);
        return { prisma, viewer: await resolveViewer(prisma, session), session: sessionControl(session) };
      }
      if (wsRequest) {
        return { prisma, viewer: await resolveViewer(prisma, await sessions.read(wsRequest)), session: readOnlySession };
      }
      return { prisma, viewer: asViewer ?? null, session: readOnlySession };
    },
  });
}
