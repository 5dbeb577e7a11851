import type { InjectOptions } from "light-my-request";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../../schema/testing/testDatabases.js";
import { READ_CACHE_HEADER } from "../readCache.js";
import { loadTrustedDocuments, persistedDocumentId } from "../security/trustedDocuments.js";
import { TEST_DEMO_ACCOUNTS as demo, useTestApp } from "../testing/testApp.js";

const PUBLIC_URL = "https://academy.example";
const PARTNER = "https://partner.example";
const COURSES = "query Courses { courses(first: 3) { edges { node { title } } } }";
const LOGIN = "mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { viewer { role } } }";
const limits = { perAccountAndAddress: { max: 3, windowMs: 60_000 }, perAddress: { max: 6, windowMs: 60_000 } };

/** Who answered each request to /graphql since the last test: the direct path, or yoga. */
const answeredBy = vi.hoisted(() => [] as ("direct" | "yoga")[]);
vi.mock("../graphqlPost.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../graphqlPost.js")>();
  return {
    ...actual,
    directPost: (...args: Parameters<typeof actual.directPost>) => {
      const postDirectly = actual.directPost(...args);
      return async (...request: Parameters<typeof postDirectly>) => {
        const outcome = await postDirectly(...request);
        answeredBy.push("answer" in outcome ? "direct" : "yoga");
        return outcome;
      };
    },
  };
});

// A POST of JSON is answered through yoga's envelope without its HTTP layer when its answer is
// certain (gateway/graphqlPost.ts); anything else is yoga's. Both must answer as yoga always has.
describe.each(testDatabaseKinds)("POST /graphql, answered directly or by yoga (%s)", (kind) => {
  const app = useTestApp(kind, {
    demoAccounts: true,
    settings: { publicUrl: PUBLIC_URL, corsOrigins: [PARTNER], loginLimits: limits, trustProxy: ["loopback"] },
  });
  beforeEach(() => void answeredBy.splice(0));

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    app.fastify.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", ...headers },
      payload: payload as InjectOptions["payload"],
    });
  const get = (query: string, headers: Record<string, string> = {}) =>
    app.fastify.inject({ method: "GET", url: `/graphql?query=${encodeURIComponent(query)}`, headers });

  it("answers a query itself, in the media type, status and JSON yoga answers the same query with by GET", async () => {
    const accepts = [
      undefined,
      "application/json",
      "application/graphql-response+json",
      "application/graphql-response+json, application/json",
      "application/json, application/graphql-response+json",
      "text/plain, */*;q=0.8",
      "application/*",
      "application/json; charset=utf-8",
    ];
    for (const accept of accepts) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const direct = await post({ query: COURSES }, headers);
      const viaYoga = await get(COURSES, headers);
      expect({ accept, status: direct.statusCode, type: direct.headers["content-type"], body: direct.json() }).toEqual({
        accept,
        status: viaYoga.statusCode,
        type: viaYoga.headers["content-type"],
        body: viaYoga.json(),
      });
      expect(direct.json().data.courses.edges).toHaveLength(3);
    }
    // GET is yoga's, whatever it asks.
    expect(answeredBy).toEqual(accepts.flatMap(() => ["direct", "yoga"]));
    expect((await post({ query: COURSES }, { accept: "application/graphql-response+json" })).headers).toMatchObject({
      "content-type": "application/graphql-response+json; charset=utf-8",
    });
  });

  it("leaves to yoga what it would answer otherwise, and yoga answers it as before", async () => {
    const cases: { payload: unknown; headers?: Record<string, string>; status: number; error: RegExp }[] = [
      // Parameters yoga refuses.
      { payload: { query: COURSES, document: "x" }, status: 400, error: /Unexpected parameter "document"/ },
      { payload: { query: 42 }, status: 400, error: /Expected "query" param to be a string/ },
      { payload: { query: COURSES, variables: [1] }, status: 400, error: /"variables" param/ },
      { payload: { variables: {} }, status: 400, error: /Must provide a query string or a persisted query id/ },
      // A document that does not parse, or that the schema refuses.
      { payload: { query: "{ courses(" }, status: 200, error: /Syntax Error/ },
      { payload: { query: "{ nope }" }, status: 200, error: /Cannot query field "nope"/ },
      // An unknown trusted id.
      {
        payload: { extensions: { persistedQuery: { version: 1, sha256Hash: persistedDocumentId("{ me { id } }") } } },
        status: 400,
        error: /PersistedQueryNotFound/,
      },
      // Variables the operation refuses: the operation ran, with an error; yoga answers it.
      {
        payload: { query: "query ($n: Int) { courses(first: $n) { edges { cursor } } }", variables: { n: "x" } },
        status: 400,
        error: /Int cannot represent non-integer value/,
      },
    ];
    for (const { payload, headers, status, error } of cases) {
      const res = await post(payload, headers);
      expect({ payload, status: res.statusCode, message: res.json().errors?.[0]?.message }).toEqual({
        payload,
        status,
        message: expect.stringMatching(error),
      });
    }
    // A document that does not parse is marked as yoga marks it, each time the same text comes again.
    for (const accept of ["application/json", "application/graphql-response+json", "application/json"]) {
      const res = await post({ query: "{ lessons(" }, { accept });
      expect({ accept, status: res.statusCode, error: res.json().errors[0] }).toEqual({
        accept,
        status: accept === "application/json" ? 200 : 400,
        error: expect.objectContaining({ extensions: { code: "GRAPHQL_PARSE_FAILED" } }),
      });
    }
    // No media type of a single JSON answer asked for: yoga's 406.
    expect((await post({ query: COURSES }, { accept: "text/html" })).statusCode).toBe(406);
    // Every case, the three unparsed documents and the 406: each yoga's.
    expect(answeredBy).toEqual(Array<string>(cases.length + 3 + 1).fill("yoga"));
  });

  it("runs an operation that fails once: each wrong password counts once against the sign-in limit", async () => {
    const signIn = (password: string) =>
      post(
        { query: LOGIN, variables: { input: { email: demo.admin.email, password } } },
        { "x-forwarded-for": "203.0.113.40" },
      );
    for (let attempt = 1; attempt <= 3; attempt++) {
      const res = await signIn("wrong");
      expect({ attempt, status: res.statusCode }).toEqual({ attempt, status: 401 });
    }
    const refused = await signIn(demo.admin.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().errors[0].extensions).toMatchObject({ code: "RATE_LIMITED" });
    // Each ran on the direct path; yoga answered its errors (401, 429 and Retry-After) from what it worked out.
    expect(answeredBy).toEqual(["yoga", "yoga", "yoga", "yoga"]);
  });

  it("signs in directly: the session cookie set by the mutation reaches the browser", async () => {
    const res = await post(
      { query: LOGIN, variables: { input: { email: demo.admin.email, password: demo.admin.password } } },
      { "x-forwarded-for": "198.51.100.40" },
    );
    expect(res.json()).toEqual({ data: { adminLogin: { viewer: { role: "ADMIN" } } } });
    const cookie = res.cookies.find((c) => c.name && c.value);
    expect(cookie).toBeDefined();
    const me = await post({ query: "{ viewer { role } }" }, { cookie: `${cookie!.name}=${cookie!.value}` });
    expect(me.json()).toEqual({ data: { viewer: { role: "ADMIN" } } });
    expect(answeredBy).toEqual(["direct", "direct"]);
  });

  it("answers a trusted id as its text, and says whether the read cache answered", async () => {
    const documents = loadTrustedDocuments();
    const [id, text] = [...documents].find(([, text]) => text.startsWith("query CoursesPageQuery"))!;
    const byId = await post({
      operationName: "CoursesPageQuery",
      extensions: { persistedQuery: { version: 1, sha256Hash: id } },
    });
    const byText = await post({ operationName: "CoursesPageQuery", query: text });
    expect(answeredBy).toEqual(["direct", "direct"]);
    expect(byId.json()).toEqual(byText.json());
    expect(byId.json().errors).toBeUndefined();
    expect(byText.headers[READ_CACHE_HEADER]).toBe("hit");
  });

  it("grants CORS to trusted origins only, on direct answers and preflights alike", async () => {
    const granted = await post({ query: COURSES }, { origin: PARTNER });
    expect(answeredBy).toEqual(["direct"]);
    expect(granted.headers).toMatchObject({
      "access-control-allow-origin": PARTNER,
      "access-control-allow-credentials": "true",
    });
    const other = await post({ query: COURSES }, { origin: "https://evil.example" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    expect(other.headers["access-control-allow-credentials"]).toBeUndefined();

    const preflight = await app.fastify.inject({
      method: "OPTIONS",
      url: "/graphql",
      headers: {
        origin: PUBLIC_URL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      "access-control-allow-origin": PUBLIC_URL,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST",
      "access-control-allow-headers": "content-type",
    });
    expect(preflight.body).toBe("");
  });
});
