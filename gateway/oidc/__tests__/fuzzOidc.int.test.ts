// Fuzzing the community sign-in as an outsider probes it: the embedded provider's sign-in form gets
// generated bodies (credentials of every kind, wildcards for the address, wrong encodings, huge
// fields), and its endpoints and the relying party's (/oidc/*, /api/login, /api/callback,
// /api/logout) generated paths, queries and methods. Properties: never a 5xx; a form signs in only
// with the account's own address and password.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDemoCommunityAccount } from "../../../schema/auth/communityUser.js";
import {
  anyEmail,
  anyPassword,
  anyText,
  freshClientAddress,
  hugeString,
  INJECTION_STRINGS,
  wellFormed,
} from "../../../schema/testing/arbitraries.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import { useTestApp } from "../../testing/testApp.js";
import { EMBEDDED_CLIENT_ID } from "../provider.js";
import { CALLBACK_PATH } from "../relyingParty.js";
import { formAction, TestBrowser } from "./browser.js";

const DEMO = { email: "community@cyberlab.academy", password: "Community!2026" };

type FormBody = { contentType: string; body: string; signsIn: boolean };

const urlencoded = (fields: Record<string, string>, signsIn = false): FormBody => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
  signsIn,
});

/** Bodies for the sign-in form: which of them may sign the demo member in is known. */
const formBodies: fc.Arbitrary<FormBody> = fc.oneof(
  { arbitrary: fc.record({ email: anyEmail, password: anyPassword }).map((f) => urlencoded(f)), weight: 4 },
  {
    // The account's password with its address as typed (any case, spaces around), or a pattern of it.
    arbitrary: fc
      .constantFrom(
        { email: DEMO.email, signsIn: true },
        { email: ` ${DEMO.email.toUpperCase()} `, signsIn: true },
        { email: "%", signsIn: false },
        { email: "%@cyberlab.academy", signsIn: false },
        { email: `_${DEMO.email.slice(1)}`, signsIn: false },
        { email: `${DEMO.email}\\`, signsIn: false },
      )
      .map(({ email, signsIn }) => urlencoded({ email, password: DEMO.password }, signsIn)),
    weight: 2,
  },
  {
    arbitrary: fc.record({ email: fc.constantFrom(DEMO.email), password: anyText }).map((f) => urlencoded(f)),
    weight: 1,
  },
  {
    // Fields missing, repeated, or not text at all.
    arbitrary: fc
      .constantFrom(
        "",
        "email=",
        "password=x",
        `email=${encodeURIComponent(DEMO.email)}&email=x&password=${encodeURIComponent(DEMO.password)}`,
        "email[]=a&password[x]=b",
        "%%%",
        "email=%ZZ&password=%",
        "=&=&=",
      )
      .map((body) => ({ contentType: "application/x-www-form-urlencoded", body, signsIn: false })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=x", "application/xml", ""),
        fc.oneof(anyText, fc.constant(JSON.stringify(DEMO))),
      )
      // The route reads a JSON body as it reads a form (a cross-site JSON post needs CORS, which it never gets).
      .map(([contentType, body]) => ({
        contentType,
        body,
        signsIn: contentType === "application/json" && body === JSON.stringify(DEMO),
      })),
    weight: 1,
  },
  { arbitrary: hugeString.map((s) => urlencoded({ email: s, password: s })), weight: 1 },
  { arbitrary: fc.constantFrom(...INJECTION_STRINGS).map((s) => urlencoded({ email: s, password: s })), weight: 1 },
);

const ENDPOINTS = [
  "/oidc/auth",
  "/oidc/token",
  "/oidc/me",
  "/oidc/jwks",
  "/oidc/.well-known/openid-configuration",
  "/oidc/interaction/no-such-interaction",
  "/oidc/interaction/no-such-interaction/login",
  "/oidc/interaction/no-such-interaction/abort",
  "/oidc/session/end",
  "/oidc/session/end/confirm",
  "/oidc/token/introspection",
  "/oidc/token/revocation",
  "/oidc/reg",
  "/oidc/../api/login",
  "/api/login",
  "/api/callback",
  "/api/logout",
];
const PARAMS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "nonce",
  "code",
  "code_challenge",
  "code_challenge_method",
  "prompt",
  "returnTo",
  "error",
  "iss",
  "id_token_hint",
  "post_logout_redirect_uri",
];
const paramValues = fc.oneof(
  fc.constantFrom("cyberlab-community", "openid email profile", "code", "S256", "login", "none", "/", "//evil.example"),
  fc.constantFrom("https://evil.example/cb", "javascript:alert(1)", "/community", "/%2F%2Fevil.example"),
  anyText,
);
type EndpointRequest = { method: string; path: string; query: [string, string][]; body: Record<string, string> | null };

/** Our own client's authorization request to the provider, with these parameters replaced or added. */
function authorizationRequest(origin: string, changes: [string, string][]): EndpointRequest {
  const query = new Map<string, string>([
    ["client_id", EMBEDDED_CLIENT_ID],
    ["redirect_uri", `${origin}${CALLBACK_PATH}`],
    ["response_type", "code"],
    ["scope", "openid email profile"],
    ["state", "fuzz-state"],
    ["code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"],
    ["code_challenge_method", "S256"],
  ]);
  for (const [name, value] of changes) query.set(name, value);
  return { method: "GET", path: "/oidc/auth", query: [...query], body: null };
}

/** Requests to the endpoints: mostly the ones they serve, some an authorization request that is nearly right. */
function requests(origin: string) {
  const pathOf = fc.oneof(
    { arbitrary: fc.constantFrom(...ENDPOINTS), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...ENDPOINTS), anyText)
        .map(([p, t]) => `${p}/${encodeURIComponent(wellFormed(t))}`),
      weight: 1,
    },
  );
  const anyRequest = fc.record({
    method: fc.oneof(
      { arbitrary: fc.constantFrom("GET"), weight: 3 },
      { arbitrary: fc.constantFrom("POST"), weight: 2 },
      { arbitrary: fc.constantFrom("OPTIONS", "PUT", "DELETE"), weight: 1 },
    ),
    path: pathOf,
    query: fc.array(fc.tuple(fc.constantFrom(...PARAMS), paramValues), { maxLength: 6 }),
    body: fc.option(fc.record({ grant_type: paramValues, code: paramValues, client_id: paramValues }), { freq: 3 }),
  });
  // Our own client's authorization request, one or two of its parameters replaced or added.
  const authorization = fc
    .array(fc.tuple(fc.constantFrom(...PARAMS), paramValues), { minLength: 1, maxLength: 2 })
    .map((changes) => authorizationRequest(origin, changes));
  return fc.oneof({ arbitrary: anyRequest, weight: 3 }, { arbitrary: authorization, weight: 1 });
}

describe.each(testDatabaseKinds)("fuzzing the community sign-in on %s", (kind) => {
  const app = useTestApp(kind, { settings: { oidc: {}, trustProxy: ["loopback"] } });
  let url: string;

  beforeAll(async () => {
    await ensureDemoCommunityAccount(app.prisma, DEMO);
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
  });

  it("the provider's sign-in form: no 5xx, and only the account's own address and password sign in", async () => {
    let signedIn = 0;
    await fc.assert(
      fc.asyncProperty(formBodies, async ({ contentType, body, signsIn }) => {
        const browser = new TestBrowser(url);
        // Each attempt from its own address, so the sign-in limit never decides the outcome.
        const from = { "x-forwarded-for": freshClientAddress() };
        const page = await browser.follow("/api/login", { headers: from });
        expect(page.response.status).toBe(200);
        const action = new URL(formAction(await page.response.text()), page.url).href;
        const submitted = await browser.request(action, {
          method: "POST",
          headers: { ...from, ...(contentType ? { "content-type": contentType } : {}) },
          body,
        });
        expect(submitted.status, (await submitted.clone().text()).slice(0, 300)).toBeLessThan(500);
        if (contentType === urlencoded({}).contentType && body.length > 8 * 1024) expect(submitted.status).toBe(413);
        const what = `${contentType} ${body.slice(0, 200)}`;
        // A refusal shows the form again (or 429); a sign-in redirects on to the relying party's callback.
        const location = submitted.status === 303 ? submitted.headers.get("location") : null;
        const reached = location
          ? await browser.follow(location, { headers: from }, (next) => next.pathname === "/api/callback")
          : null;
        const next = reached?.response.headers.get("location");
        const atCallback = next ? new URL(next, reached!.url).pathname === "/api/callback" : false;
        if (submitted.status === 429) return;
        expect(atCallback, `${what}: signed in?`).toBe(signsIn);
        if (atCallback) {
          const done = await browser.request(new URL(next!, reached!.url).href, { headers: from });
          expect(done.status).toBeLessThan(500);
          signedIn += 1;
        }
      }),
      // The account's own credentials first, and a form past the size limit (answered 413, once a 500):
      // neither is left to chance.
      { numRuns: 30, examples: [[urlencoded(DEMO, true)], [urlencoded({ email: "A".repeat(20_000), password: "x" })]] },
    );
    expect(signedIn).toBeGreaterThan(0);
  });

  it("the provider's and the relying party's endpoints: no 5xx for any path, query, method or body", async () => {
    await fc.assert(
      fc.asyncProperty(requests(url), async ({ method, path, query, body }) => {
        const target = new URL(path, url);
        for (const [name, value] of query) target.searchParams.append(name, value);
        const res = await new TestBrowser(url).request(target.href, {
          method,
          headers: {
            "x-forwarded-for": freshClientAddress(),
            ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          ...(body && method !== "GET" ? { body: new URLSearchParams(body).toString() } : {}),
        });
        expect(
          res.status,
          `${method} ${target.pathname}${target.search.slice(0, 200)}: ${(await res.text()).slice(0, 300)}`,
        ).toBeLessThan(500);
      }),
      {
        numRuns: 120,
        // Once 500s: a NUL byte in a parameter the provider keeps, and in a client id it looks up.
        examples: [
          [authorizationRequest(url, [["state", "\u0000"]])],
          [authorizationRequest(url, [["client_id", "a\u0000b"]])],
        ],
      },
    );
  });
});
