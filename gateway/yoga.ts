import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Context } from "../schema/context.js";
import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { schema } from "../schema/index.js";

export type ServerContext = { req?: FastifyRequest; reply?: FastifyReply };
export type Yoga = YogaServerInstance<ServerContext, Context>;

export function buildYoga(options: { prisma: PrismaClient; production: boolean }): Yoga {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: !options.production && { title: "CyberLab Academy API" },
    landingPage: false,
    // Unexpected errors reach clients as "Unexpected error."; expected ones carry extensions.code.
    maskedErrors: true,
    logging: false,
    context: () => ({ prisma: options.prisma, viewer: null }),
  });
}
