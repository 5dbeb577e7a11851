import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import Provider, { errors } from "oidc-provider";
import { credentialsSchema } from "../../schema/auth/credentials.js";
import type { PrismaClient } from "../../schema/generated/prisma/client.js";
import { type ClientThrottles, throttledPasswordCheck } from "../../schema/rateLimit.js";
import { authenticateCommunityAccount } from "../../schema/auth/communityAccounts.js";
import { pageHeaders } from "./html.js";
import { LOGIN_ERROR, loginPage, problemPage } from "./pages.js";
import { OIDC_MOUNT_PATH } from "./provider.js";

type Params = { Params: { uid: string } };
type LoginForm = Params & { Body: { email?: unknown; password?: unknown } | undefined };

/**
 * The embedded provider's own interaction pages (instead of its development ones): the sign-in
 * form, and its submission. Consent is never asked: the only client is our own app
 * (loadExistingGrant in provider.ts).
 */
export async function registerInteractions(
  fastify: FastifyInstance,
  options: { provider: () => Provider; prisma: PrismaClient; loginThrottle: ClientThrottles["login"] },
): Promise<void> {
  const base = `${OIDC_MOUNT_PATH}/interaction/:uid`;
  // Encapsulated: the form parser and error page apply to these routes only.
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 8 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.setErrorHandler((error, req, reply) => {
      if (error instanceof errors.SessionNotFound) return expired(reply);
      // The request's own fault (a form too large to read, a body of another type): said as such, not as ours.
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === "number" && status >= 400 && status < 500) {
        return reply
          .status(status)
          .headers(pageHeaders())
          .send(
            problemPage({
              title: "Sign-in problem",
              message:
                status === 413
                  ? "The form was too large to send. Please try again."
                  : "The form could not be read. Please try again.",
              link: { href: "/api/login", text: "Try again" },
            }),
          );
      }
      req.log.error({ err: error }, "sign-in page failed");
      return reply
        .status(500)
        .headers(pageHeaders())
        .send(
          problemPage({
            title: "Sign-in problem",
            message: "Something went wrong. Please try again.",
            link: { href: "/api/login", text: "Try again" },
          }),
        );
    });

    scope.get<Params>(base, async (req, reply) => {
      const provider = options.provider();
      const details = await provider.interactionDetails(req.raw, reply.raw);
      if (details.uid !== req.params.uid) return expired(reply);
      if (details.prompt.name !== "login") return refuse(provider, req, reply);
      return reply.headers(pageHeaders()).send(loginPage({ action: loginAction(details.uid) }));
    });

    scope.post<LoginForm>(`${base}/login`, async (req, reply) => {
      const provider = options.provider();
      const details = await provider.interactionDetails(req.raw, reply.raw);
      if (details.uid !== req.params.uid) return expired(reply);
      if (details.prompt.name !== "login") return refuse(provider, req, reply);
      const { email, password } = req.body ?? {};
      const typed = typeof email === "string" ? email.slice(0, 254) : "";
      const answer = (status: number, error: string, headers: Record<string, string> = {}) =>
        reply
          .status(status)
          .headers({ ...pageHeaders(), ...headers })
          .send(loginPage({ action: loginAction(details.uid), email: typed, error }));
      // The GraphQL sign-ins' rules, storable text included (a NUL byte is refused, never sent to the database).
      const credentials = credentialsSchema.safeParse({ email, password });
      if (!credentials.success) return answer(400, credentials.error.issues[0]?.message ?? LOGIN_ERROR);
      let accountId: string | null;
      try {
        // Counted with the student and admin sign-ins: one limit of password checks per account and address.
        accountId = await throttledPasswordCheck(options.loginThrottle(req.ip), credentials.data.email, () =>
          authenticateCommunityAccount(options.prisma, credentials.data),
        );
      } catch (error) {
        // RATE_LIMITED (schema/rateLimit.ts): its message names the wait, as on the other sign-in forms.
        if (!(error instanceof GraphQLError) || typeof error.extensions.retryAfter !== "number") throw error;
        return answer(429, error.message, { "retry-after": String(error.extensions.retryAfter) });
      }
      if (!accountId) return answer(401, LOGIN_ERROR);
      const returnTo = await provider.interactionResult(
        req.raw,
        reply.raw,
        { login: { accountId, amr: ["pwd"] } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
}

const loginAction = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;

function expired(reply: FastifyReply) {
  return reply
    .status(400)
    .headers(pageHeaders())
    .send(
      problemPage({
        title: "Sign-in expired",
        message: "This sign-in page is no longer valid. Please start again.",
        link: { href: "/api/login", text: "Start again" },
      }),
    );
}

// Anything but a login prompt would be a consent for scopes we do not grant: end the request
// with an error the client receives (and shows as a failed sign-in).
async function refuse(provider: Provider, req: FastifyRequest, reply: FastifyReply) {
  const returnTo = await provider.interactionResult(req.raw, reply.raw, {
    error: "access_denied",
    error_description: "Only openid, email and profile can be granted",
  });
  return reply.redirect(returnTo, 303);
}
