import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoCommunityAccount } from "../../../schema/auth/communityUser.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { formAction, TestBrowser } from "../../oidc/__tests__/browser.js";
import type { RelyingParty } from "../../oidc/relyingParty.js";
import { registerCommunityAuthRoutes } from "../../oidc/routes.js";
import { resolveViewer } from "../../../schema/auth/viewer.js";
import { createSessions } from "../../session.js";
import { sessionCookieFor } from "../../testing/restClient.js";
import { TEST_SESSION_SECRET, useTestApp } from "../../testing/testApp.js";

const PUBLIC_URL = "https://academy.example";
const PARTNER = "https://partner.example";
const COMMUNITY = { email: "origins.member@community.cyberlab.academy", password: "Origins!2026" };

describe.each(testDatabaseKinds)("origins: CORS, PUBLIC_URL and the embedded provider's form (%s)", (kind) => {
  const app = useTestApp(kind, {
    settings: {
      oidc: {},
      publicUrl: PUBLIC_URL,
      corsOrigins: [PARTNER],
    },
  });
  let url: string;
  let cookie: string;

  beforeAll(async () => {
    await ensureDemoCommunityAccount(app.prisma, COMMUNITY);
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    cookie = await sessionCookieFor(
      TEST_SESSION_SECRET,
      await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } }),
    );
  });

  const readMe = (origin: string, method: "GET" | "OPTIONS" = "GET") =>
    app.fastify.inject({
      method,
      url: `/graphql?query=${encodeURIComponent("{ me { email } }")}`,
      headers: {
        origin,
        cookie,
        accept: "application/json",
        ...(method === "OPTIONS" ? { "access-control-request-method": "GET" } : {}),
      },
    });

  it("gives a page of another origin (another port of the same host included) no CORS grant, so it cannot read a member's answers", async () => {
    for (const origin of ["http://127.0.0.1:9999", "https://evil.example", "null"]) {
      for (const method of ["GET", "OPTIONS"] as const) {
        const res = await readMe(origin, method);
        expect({
          origin,
          method,
          allowOrigin: res.headers["access-control-allow-origin"],
          credentials: res.headers["access-control-allow-credentials"],
        }).toEqual({
          origin,
          method,
          allowOrigin: undefined,
          credentials: undefined,
        });
      }
    }
  });

  it("grants PUBLIC_URL and the CORS_ORIGINS list, with credentials", async () => {
    for (const origin of [PUBLIC_URL, PARTNER]) {
      const res = await readMe(origin);
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
      expect(res.headers.vary).toMatch(/Origin/);
      expect(res.json()).toEqual({ data: { me: { email: expect.stringContaining("@") } } });
    }
  });

  it("builds sign-in redirects from PUBLIC_URL, whatever Host or X-Forwarded-Host the request names", async () => {
    for (const headers of [
      { host: "evil.example" },
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    ]) {
      const res = await app.fastify.inject({ method: "GET", url: "/api/login", headers });
      const location = new URL(res.headers.location as string);
      expect(location.origin).toBe(PUBLIC_URL);
      expect(location.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/api/callback`);
    }
    const discovery = await app.fastify.inject({
      method: "GET",
      url: "/oidc/.well-known/openid-configuration",
      headers: { host: "evil.example" },
    });
    const metadata = discovery.json() as Record<string, string>;
    expect(metadata.issuer).toBe(`${PUBLIC_URL}/oidc`);
    expect(metadata.authorization_endpoint).toBe(`${PUBLIC_URL}/oidc/auth`);
    expect(metadata.end_session_endpoint).toBe(`${PUBLIC_URL}/oidc/session/end`);
  });

  it("sends a signed-out member to the issuer's sign-out on PUBLIC_URL, returning to PUBLIC_URL", async () => {
    const member = await app.prisma.user.findUniqueOrThrow({ where: { email: COMMUNITY.email } });
    const res = await app.fastify.inject({
      method: "GET",
      url: "/api/logout",
      headers: { host: "evil.example", cookie: await sessionCookieFor(TEST_SESSION_SECRET, member) },
    });
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(PUBLIC_URL);
    expect(location.searchParams.get("post_logout_redirect_uri")).toBe(`${PUBLIC_URL}/`);
  });

  it("refuses a NUL byte on the provider's sign-in form with 400 and the reason, never reaching the database", async () => {
    // The sign-in redirect names PUBLIC_URL; the test's browser reaches the same paths on the listening port.
    const browser = new TestBrowser(url);
    const authorize = new URL(
      (await app.fastify.inject({ method: "GET", url: "/api/login" })).headers.location as string,
    );
    const interaction = await browser.follow(`${authorize.pathname}${authorize.search}`);
    const action = new URL(formAction(await interaction.response.text()), interaction.url).href;
    for (const [field, credentials] of [
      ["Email", { email: "origins.member\u0000@community.cyberlab.academy", password: COMMUNITY.password }],
      ["Password", { email: COMMUNITY.email, password: "Origins!2026\u0000" }],
    ] as const) {
      const res = await browser.postForm(action, credentials);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(
        `role="alert">${field}: Contains a character that is not allowed (U+0000 or an unpaired surrogate)</p>`,
      );
    }
  });
});

describe.each(testDatabaseKinds)(
  "community sign-in through an issuer that does not vouch for the e-mail (%s)",
  (kind) => {
    const app = useTestApp(kind);
    let site: FastifyInstance;
    let claims: Record<string, unknown> = {};

    // A relying party whose issuer answers with whatever claims the test sets.
    const issuer: RelyingParty = {
      authorizationUrl: async ({ state }) => new URL(`https://issuer.example/authorize?state=${state}`),
      claimsFromCallback: async () => claims,
      endSessionUrl: async () => undefined,
    };

    beforeAll(async () => {
      site = Fastify();
      registerCommunityAuthRoutes(site, {
        rp: issuer,
        prisma: app.prisma,
        sessions: createSessions(TEST_SESSION_SECRET),
        yoga: app.yoga,
        publicUrl: PUBLIC_URL,
      });
    });
    afterAll(async () => {
      await site?.close();
    });

    const signInWith = async (issued: Record<string, unknown>) => {
      claims = issued;
      const login = await site.inject({ method: "GET", url: "/api/login" });
      const state = new URL(login.headers.location as string).searchParams.get("state");
      const pending = login.cookies.find((c) => c.name === "cyberlab_session")!;
      const callback = await site.inject({
        method: "GET",
        url: `/api/callback?code=c&state=${state}`,
        cookies: { cyberlab_session: pending.value },
      });
      const session = callback.cookies.find((c) => c.name === "cyberlab_session");
      const data = session?.value
        ? await createSessions(TEST_SESSION_SECRET).read({ headers: { cookie: `cyberlab_session=${session.value}` } })
        : {};
      return { location: callback.headers.location, viewer: await resolveViewer(app.prisma, data) };
    };

    it("does not sign an issuer user in as the seeded member whose e-mail they claim, and says why", async () => {
      const member = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
      const outcome = await signInWith({ sub: "attacker-1", email: member.email });
      expect(outcome).toEqual({ location: "/community?login=failed&reason=unverified_email", viewer: null });
      expect((await app.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).oidcSubject).toBeNull();
    });

    it("links the member when the issuer has verified the address", async () => {
      const member = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-maria-garcia-02" } });
      const outcome = await signInWith({ sub: "maria-at-issuer", email: member.email, email_verified: true });
      expect(outcome).toEqual({ location: "/community", viewer: { id: member.id, role: "COMMUNITY" } });
    });

    it("creates a new member for an address no account uses yet, verified or not", async () => {
      const outcome = await signInWith({ sub: "newcomer-1", email: "newcomer@issuer.example" });
      expect(outcome.location).toBe("/community");
      expect(outcome.viewer).toMatchObject({ role: "COMMUNITY" });
    });
  },
);
