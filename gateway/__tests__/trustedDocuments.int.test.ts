import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ConcreteRequest } from "relay-runtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadTrustedDocuments, persistedDocumentId, reloadingTrustedDocuments } from "../security/trustedDocuments.js";
import { wsClient } from "../testing/onlineUsersWatch.js";
import { restClient, sessionCookieFor } from "../testing/restClient.js";
import { TEST_DEMO_ACCOUNTS as demo, TEST_SESSION_SECRET, useTestApp } from "../testing/testApp.js";

/** The web client's operations as relay-compiler built them: name → persisted id. */
const artifacts = import.meta.glob<{ default: ConcreteRequest | { kind: string } }>(
  "../../web/src/__generated__/*.graphql.ts",
  { eager: true },
);
const webOperations = new Map(
  Object.values(artifacts).flatMap(({ default: node }) =>
    node.kind === "Request" ? [[(node as ConcreteRequest).params.name, (node as ConcreteRequest).params.id]] : [],
  ),
);
function idOf(operation: string): string {
  const id = webOperations.get(operation);
  if (!id) throw new Error(`${operation}: no persisted id in its artifact`);
  return id;
}
const persisted = (id: string) => ({ persistedQuery: { version: 1, sha256Hash: id } });

type GraphqlBody = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe("the persisted map", () => {
  it("holds exactly the web client's operations, each under the hash of its text", () => {
    const documents = loadTrustedDocuments();
    expect(webOperations.size).toBeGreaterThan(10);
    const missing = [...webOperations].filter(([, id]) => !id || !documents.has(id)).map(([name]) => name);
    const used = new Set(webOperations.values());
    const stale = [...documents.keys()].filter((id) => !used.has(id));
    const hint = "regenerate it with `npm run relay`";
    expect({ missing, stale, hint }).toEqual({ missing: [], stale: [], hint });
    for (const [name, id] of webOperations) {
      const text = documents.get(id!)!;
      expect(persistedDocumentId(text)).toBe(id);
      expect(text).toMatch(new RegExp(`^(query|mutation|subscription) ${name}\\b`));
    }
  });
});

describe("loading the map", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "trusted-documents-"));
  const file = path.join(dir, "persistedDocuments.json");
  const write = (texts: string[], mtime: number) => {
    writeFileSync(file, JSON.stringify(Object.fromEntries(texts.map((text) => [persistedDocumentId(text), text]))));
    utimesSync(file, mtime, mtime);
  };
  const first = "query A { viewer { email } }";
  const second = "query B { courses { title } }";
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("in development, finds an operation compiled after the start", () => {
    write([first], 1_000);
    const reloading = reloadingTrustedDocuments(file);
    const fixed = loadTrustedDocuments(file);
    write([first, second], 2_000);

    expect(reloading.get(persistedDocumentId(second))).toBe(second);
    expect(fixed.get(persistedDocumentId(second))).toBeUndefined();
    expect(fixed.get(persistedDocumentId(first))).toBe(first);
  });

  it("refuses a map whose id is not the hash of its document", () => {
    writeFileSync(file, JSON.stringify({ [persistedDocumentId(first)]: second }));

    expect(() => loadTrustedDocuments(file)).toThrow(/is not the one its id names/);
  });
});

describe("trusted documents", () => {
  const app = useTestApp("pglite", { demoAccounts: true });
  let url: string;
  let admin: ReturnType<typeof restClient>;
  let studentId: string;
  const studentGlobalId = () => Buffer.from(`Student:${studentId}`).toString("base64");
  const studentIsActive = async () => (await app.prisma.user.findUniqueOrThrow({ where: { id: studentId } })).isActive;

  beforeAll(async () => {
    url = await app.fastify.listen({ port: 0, host: "127.0.0.1" });
    const adminUser = await app.prisma.user.findUniqueOrThrow({ where: { email: demo.admin.email } });
    admin = restClient(app.fastify, await sessionCookieFor(TEST_SESSION_SECRET, adminUser));
    studentId = (await app.prisma.user.findUniqueOrThrow({ where: { email: demo.student.email } })).id;
  });

  type Catalogue = { edges: { node: { title: string } }[] } | undefined;
  const catalogueTitles = (body: unknown) =>
    ((body as GraphqlBody).data?.courses as Catalogue)?.edges.map((e) => e.node.title);

  it("runs the catalogue query by its id over POST, with the same data as its text", async () => {
    const anonymous = restClient(app.fastify);
    const byId = await anonymous.post("/graphql", {
      operationName: "CoursesPageQuery",
      extensions: persisted(idOf("CoursesPageQuery")),
    });
    const byText = await anonymous.graphql(loadTrustedDocuments().get(idOf("CoursesPageQuery"))!);

    expect(byId.status).toBe(200);
    expect((byId.body as GraphqlBody).errors).toBeUndefined();
    expect(catalogueTitles(byId.body)).toEqual(expect.arrayContaining(["IT Infrastructure Engineering"]));
    expect(byId.body).toEqual(byText.body);
  });

  it("runs the catalogue query by its id over GET", async () => {
    const query = new URLSearchParams({
      operationName: "CoursesPageQuery",
      extensions: JSON.stringify(persisted(idOf("CoursesPageQuery"))),
    });
    const res = await restClient(app.fastify).get(`/graphql?${query}`);

    expect(res.status).toBe(200);
    expect(catalogueTitles(res.body)).toEqual(expect.arrayContaining(["IT Infrastructure Engineering"]));
  });

  it("runs a persisted mutation by its id for a signed-in admin", async () => {
    const res = await admin.post("/graphql", {
      operationName: "useSetStudentActiveMutation",
      variables: { input: { studentId: studentGlobalId(), isActive: false }, connections: [] },
      extensions: persisted(idOf("useSetStudentActiveMutation")),
    });

    expect((res.body as GraphqlBody).errors).toBeUndefined();
    expect(await studentIsActive()).toBe(false);
    await app.prisma.user.update({ where: { id: studentId }, data: { isActive: true } });
  });

  it("refuses an unknown id with PersistedQueryNotFound and runs nothing", async () => {
    // The hash of a real mutation the server was never built with: knowing a hash is not enough.
    const text = `mutation { setStudentActive(input: { studentId: "${studentGlobalId()}", isActive: false }) { clientMutationId } }`;
    const res = await admin.post("/graphql", { extensions: persisted(persistedDocumentId(text)) });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }],
    });
    expect(await studentIsActive()).toBe(true);
  });

  it("does not learn documents from clients: a document sent with its hash stays unknown by id", async () => {
    const text = "{ courses { edges { node { title } } } }";
    const id = persistedDocumentId(text);
    const withText = await restClient(app.fastify).post("/graphql", { query: text, extensions: persisted(id) });
    const idOnly = await restClient(app.fastify).post("/graphql", { extensions: persisted(id) });

    expect(catalogueTitles(withText.body)).toEqual(expect.arrayContaining(["IT Infrastructure Engineering"]));
    expect((idOnly.body as GraphqlBody).errors?.[0]?.message).toBe("PersistedQueryNotFound");
  });

  it("answers a request with neither a document nor an id with 400", async () => {
    const res = await restClient(app.fastify).post("/graphql", { variables: {} });

    expect(res.status).toBe(400);
    expect((res.body as GraphqlBody).errors?.[0]?.message).toBe(
      "Must provide a query string or a persisted query id (extensions.persistedQuery.sha256Hash).",
    );
  });

  it("still runs an integrator's own document", async () => {
    const res = await admin.graphql(
      `query Students($search: String) { students(first: 10, search: $search) { edges { node { email } } } }`,
      { search: "student" },
    );

    expect((res.body as GraphqlBody).errors).toBeUndefined();
    expect(JSON.stringify(res.body)).toContain(demo.student.email);
  });

  it("refuses an integrator's document over a limit, and runs none of it", async () => {
    const call = "setStudentActive(input: { studentId: $id, isActive: false }) { clientMutationId }";
    const calls = Array.from({ length: 16 }, (_, i) => `a${i}: ${call}`).join(" ");
    const res = await admin.graphql(`mutation ($id: ID!) { ${calls} }`, { id: studentGlobalId() });

    expect((res.body as GraphqlBody).data ?? null).toBeNull();
    expect((res.body as GraphqlBody).errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i);
    expect(await studentIsActive()).toBe(true);
  });

  describe("over graphql-ws", () => {
    /** The first answer (a result or an error) to one subscription. */
    async function firstAnswer(payload: { query: string; extensions?: Record<string, unknown> }): Promise<unknown> {
      const member = await app.prisma.user.findUniqueOrThrow({ where: { id: "seed-user-alex-chen-01" } });
      const client = wsClient(url, await sessionCookieFor(TEST_SESSION_SECRET, member));
      try {
        return await new Promise((resolve) => {
          client.subscribe(payload, { next: resolve, error: resolve, complete: () => undefined });
        });
      } finally {
        await client.dispose();
      }
    }

    it("runs the online-users subscription by its id", async () => {
      const answer = await firstAnswer({ query: "", extensions: persisted(idOf("useOnlineUsersSubscription")) });

      expect(answer).toMatchObject({
        data: { onlineUsers: [expect.objectContaining({ firstName: "Alex", lastName: "Chen" })] },
      });
    });

    it("refuses an unknown id with PersistedQueryNotFound", async () => {
      const answer = await firstAnswer({
        query: "",
        extensions: persisted(persistedDocumentId("subscription { onlineUsers { email } }")),
      });

      expect(answer).toEqual([expect.objectContaining({ message: "PersistedQueryNotFound" })]);
    });

    it("still runs a client's own subscription document", async () => {
      const answer = await firstAnswer({ query: "subscription { onlineUsers { firstName } }" });

      expect(answer).toEqual({ data: { onlineUsers: [{ firstName: "Alex" }] } });
    });
  });
});
