// Issue 10, fuzzing: every /api endpoint the gateway registers gets generated requests (bodies of
// every shape, broken JSON, odd path ids and query strings) from the callers who may use it and
// from everyone else. Properties: never a 5xx; errors answer { message }; a refused call or any GET
// changes no table; an accepted call answers its documented status and stores what was sent.
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../schema/auth/passwords.js";
import { SPECIALIZATION_LABELS } from "../../../schema/rules/specializations.js";
import {
  acceptedText,
  anyEmail,
  anyPassword,
  anyText,
  awkwardNumber,
  fuzzed,
  hugeString,
  strangeBodies,
  TRICKY_STRINGS,
  wellFormed,
  wrongJson,
} from "../../../schema/testing/arbitraries.js";
import { snapshotDatabase, type DatabaseSnapshot } from "../../../schema/testing/databaseSnapshot.js";
import { testDatabaseKinds } from "../../../schema/testing/testDatabases.js";
import {
  ALL_CALLERS,
  callerArbitrary,
  createFuzzWorld,
  expectUnchanged,
  memberOf,
  MEMBERS,
  type Caller,
  type FuzzWorld,
} from "../../testing/fuzzHarness.js";
import { openApiContract } from "../../testing/openApiContract.js";
import { endpoints } from "../routes.js";

type Json = Record<string, unknown>;
type Request = { caller: Caller; path: string; body?: { json: unknown } | { raw: string } };
type Accepted = { body: Json; json: Json; path: string; caller: Caller };
type RestCase = {
  allowed: Caller[];
  /** Bodies the endpoint accepts, with text of every kind; the fuzz also breaks them. */
  valid?: (world: FuzzWorld) => fc.Arbitrary<Json>;
  /** The path's parameter (`:id`, `:code`, `:slug`), when it has one. */
  id?: (world: FuzzWorld) => fc.Arbitrary<string>;
  stored?: (world: FuzzWorld, accepted: Accepted) => Promise<void>;
  numRuns?: number;
  /**
   * A body the endpoint accepts, sent first by the first allowed caller, where most valid-looking
   * bodies are refused (a sign-in with made-up credentials): an acceptance is then not left to chance.
   */
  example?: (world: FuzzWorld) => Json;
};

const text = (value: unknown) => String(value).trim();

/** A valid body with one field dropped, replaced by anything, or an unexpected one added. */
function broken(valid: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  return fc
    .tuple(
      valid,
      fc.constantFrom("drop", "replace", "add"),
      fc.nat(),
      fc.constantFrom("__proto__", "constructor", "role", "isAdmin", "id"),
      fc.oneof(anyText, wrongJson),
    )
    .map(([body, action, index, extra, value]) => {
      const keys = Object.keys(body);
      const copy = { ...body };
      const key = keys[index % Math.max(keys.length, 1)];
      if (action === "drop" && key) delete copy[key];
      // defineProperty: a plain assignment to __proto__ would set the prototype, not send a field.
      else if (action === "replace" && key) copy[key] = value;
      else Object.defineProperty(copy, extra, { value, enumerable: true, configurable: true, writable: true });
      return copy;
    });
}

const studentPathIds = (world: FuzzWorld): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...world.users.targets.map((u) => u.id)), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        world.users.admin.id,
        world.users.community.id,
        "0",
        "-1",
        "99999999999999999999",
        "%",
        "%zz",
        "%E0%A4%A",
        "%00",
        "..%2F..%2Fetc",
        "%2e%2e",
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(anyText, fc.constantFrom(...TRICKY_STRINGS))
        .filter((s) => s.length < 500)
        .map((s) => encodeURIComponent(wellFormed(s))),
      weight: 1,
    },
  );

/** A path parameter: a real value most of the time, else unknown, malformed or hostile text. */
const pathParams = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 3 },
    { arbitrary: fc.constantFrom("0", "%", "%zz", "%00", "..%2F..%2Fetc", "%2e%2e", "nope"), weight: 1 },
    {
      arbitrary: fc
        .oneof(anyText, fc.constantFrom(...TRICKY_STRINGS))
        .filter((s) => s.length < 500)
        .map((s) => encodeURIComponent(wellFormed(s))),
      weight: 1,
    },
  );

/** The certificate the fuzz world holds (beforeAll), so the PDF route has one to answer with. */
const FUZZ_CERTIFICATE_CODE = "fuzz-certificate-code1";

const cases: Record<string, RestCase> = {
  "GET /api/certificates/:code/pdf": {
    allowed: ALL_CALLERS,
    id: () => pathParams([FUZZ_CERTIFICATE_CODE]),
    numRuns: 15,
  },
  "GET /api/lessons/:slug/slides.pdf": {
    allowed: ALL_CALLERS,
    id: () => pathParams(["it-fundamentals", "network-security", "cryptography"]),
    numRuns: 15,
  },
  // The REST layer's OpenAPI document and, outside production, its explorer (gateway/rest/apiDocs.ts).
  "GET /api/openapi.json": { allowed: ALL_CALLERS, numRuns: 10 },
  "GET /api/docs": { allowed: ALL_CALLERS, numRuns: 10 },
  "GET /api/docs/:file": {
    allowed: ALL_CALLERS,
    id: () => pathParams(["swagger-ui.css", "start.js", "favicon-32x32.png"]),
    numRuns: 15,
  },
  "GET /api/auth/user": { allowed: MEMBERS },
  "GET /api/me/export": { allowed: MEMBERS, numRuns: 10 },
  "GET /api/users/online": { allowed: MEMBERS },
  "GET /api/stats/discussions": { allowed: ALL_CALLERS },
  "POST /api/discussions": {
    allowed: MEMBERS,
    valid: () =>
      fc.record(
        {
          title: acceptedText(200),
          content: acceptedText(10_000),
          categoryId: fc.constantFrom("lab", "study", "assignment", "general"),
          isUrgent: fc.boolean(),
          isPinned: fc.boolean(),
          isLocked: fc.boolean(),
        },
        { requiredKeys: ["title", "content", "categoryId"] },
      ),
    stored: async (world, { body, json, caller }) => {
      const row = await world.prisma.discussion.findUniqueOrThrow({ where: { id: String(json.id) } });
      expect(row).toMatchObject({
        title: text(body.title),
        content: text(body.content),
        categoryId: body.categoryId,
        authorId: memberOf(world, caller).id,
      });
      expect(row).toMatchObject({
        isUrgent: body.isUrgent ?? false,
        isPinned: body.isPinned ?? false,
        // Only a moderator's isLocked is honoured; a member's is ignored.
        isLocked: caller === "moderator" ? (body.isLocked ?? false) : false,
      });
      expect(json).toMatchObject({ title: row.title, content: row.content, category: { id: row.categoryId } });
    },
  },
  "POST /api/likes": {
    allowed: MEMBERS,
    valid: () =>
      fc.record({ discussionId: fc.constantFrom("seed-discussion-01", "seed-discussion-02", "seed-discussion-05") }),
    stored: async (world, { body, json, caller }) => {
      expect(json).toMatchObject({ id: body.discussionId, isLikedByUser: true });
      expect(
        await world.prisma.like.count({
          where: { userId: memberOf(world, caller).id, discussionId: String(body.discussionId) },
        }),
      ).toBe(1);
    },
  },
  "PATCH /api/users/profile": {
    allowed: MEMBERS,
    valid: () =>
      fc.record(
        {
          firstName: acceptedText(60),
          lastName: acceptedText(60),
          bio: fc.oneof(fc.constant(""), acceptedText(1000)),
          specialization: fc.constantFrom(null, "", "Network Security", "Cryptography", "DIGITAL_FORENSICS"),
          skills: fc.array(fc.oneof(acceptedText(40), fc.constantFrom("", " ", "Nmap", " Nmap ")), { maxLength: 30 }),
        },
        { requiredKeys: ["firstName", "lastName"] },
      ),
    stored: async (world, { body, json, caller }) => {
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: memberOf(world, caller).id } });
      // A partial body: the fields sent are stored, the others keep their value.
      if (body.firstName !== undefined) expect(row.firstName).toBe(text(body.firstName));
      if (body.lastName !== undefined) expect(row.lastName).toBe(text(body.lastName));
      if (body.bio !== undefined) expect(row.bio).toBe(text(body.bio));
      if (body.specialization !== undefined) {
        const key =
          Object.entries(SPECIALIZATION_LABELS).find(
            ([k, label]) => body.specialization === k || body.specialization === label,
          )?.[0] ?? null;
        expect(row.specialization).toBe(key);
      }
      if (body.skills !== undefined) {
        // GraphQL's input coercion takes one skill for a list of one.
        const skills = (Array.isArray(body.skills) ? body.skills : [body.skills]) as string[];
        expect(row.skills).toEqual([...new Set(skills.map((s) => s.trim()).filter(Boolean))]);
      }
      expect(json).toMatchObject({
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        bio: row.bio,
        skills: row.skills,
      });
    },
  },
  "POST /api/student/auth": {
    allowed: ALL_CALLERS,
    numRuns: 20,
    valid: (world) => fc.oneof(fc.constant(world.demo.student), fc.record({ email: anyEmail, password: anyPassword })),
    example: (world) => world.demo.student,
    stored: async (world, { json }) => expect(json).toMatchObject({ email: world.demo.student.email, isActive: true }),
  },
  "GET /api/student/user": { allowed: ["student"] },
  "GET /api/student/enrollments": { allowed: ["student"] },
  "POST /api/student/logout": { allowed: ["student"] },
  "GET /api/admin/students": { allowed: ["admin"] },
  "GET /api/admin/students.csv": { allowed: ["admin"], numRuns: 15 },
  "GET /api/admin/courses": { allowed: ["admin"] },
  "POST /api/admin/auth": {
    allowed: ALL_CALLERS,
    numRuns: 20,
    valid: (world) => fc.oneof(fc.constant(world.demo.admin), fc.record({ email: anyEmail, password: anyPassword })),
    example: (world) => world.demo.admin,
  },
  "POST /api/admin/logout": { allowed: ["admin"] },
  "PUT /api/admin/students/:id/status": {
    allowed: ["admin"],
    id: studentPathIds,
    valid: () => fc.record({ isActive: fc.boolean() }),
    stored: async (world, { body, path, json }) => {
      const id = decodeURIComponent(path.split("/")[4]!);
      expect((await world.prisma.user.findUniqueOrThrow({ where: { id } })).isActive).toBe(body.isActive);
      expect(json).toMatchObject({ id, isActive: body.isActive });
    },
  },
  "PUT /api/admin/students/:id/password": {
    allowed: ["admin"],
    numRuns: 20,
    id: studentPathIds,
    valid: () =>
      fc.record({ password: fc.string({ unit: "grapheme", minLength: 12, maxLength: 30 }).map((p) => ` Fz!${p}9q `) }),
    stored: async (world, { body, path }) => {
      const row = await world.prisma.user.findUniqueOrThrow({ where: { id: decodeURIComponent(path.split("/")[4]!) } });
      expect(await verifyPassword(row.passwordHash, String(body.password))).toBe(true);
    },
  },
  "POST /api/admin/enrollments": {
    allowed: ["admin"],
    valid: (world) =>
      fc.record({
        userId: fc.constantFrom(...world.users.targets.map((u) => u.id)),
        courseId: fc.oneof(fc.constantFrom(1, 2, 3, "2"), fuzzed(awkwardNumber, 1)),
      }),
    stored: async (world, { body, json }) => {
      const key = { userId_courseId: { userId: String(body.userId), courseId: Number(body.courseId) } };
      expect(await world.prisma.enrollment.findUnique({ where: key })).not.toBeNull();
      expect(json).toMatchObject({ progress: 0, completedLessons: 0, course: { id: Number(body.courseId) } });
    },
  },
};

/** "METHOD /api/…" for every route the app registered under /api (HEAD aside), read from Fastify's route tree. */
function registeredApiRoutes(fastify: FastifyInstance): string[] {
  const prefixes: string[] = [];
  return fastify
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .flatMap((line) => {
      // "│   └── /:id/status (PUT)": four characters of indentation per level below its parent's path.
      const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
      if (!match) return [];
      const depth = match[1]!.length / 4;
      const path = `${prefixes[depth - 1] ?? ""}${match[2]}`;
      prefixes[depth] = path;
      const methods = (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD");
      return path.startsWith("/api/") ? methods.map((method) => `${method} ${path}`) : [];
    })
    .sort();
}

const queryStrings = fc.oneof(
  { arbitrary: fc.constant(""), weight: 3 },
  {
    arbitrary: fc
      .tuple(anyText, anyText)
      .map(([k, v]) => `?${encodeURIComponent(wellFormed(k))}=${encodeURIComponent(wellFormed(v.slice(0, 2000)))}`),
    weight: 1,
  },
  { arbitrary: fc.constantFrom("?", "?a", "?a=%", "?__proto__[x]=1", "?first=-1&after=%00"), weight: 1 },
);

describe.each(testDatabaseKinds)("fuzzing every REST endpoint on %s", (kind) => {
  let world: FuzzWorld;
  let contract: ReturnType<typeof openApiContract>;

  beforeAll(async () => {
    world = await createFuzzWorld(kind);
    contract = openApiContract((await world.app.fastify.inject({ url: "/api/openapi.json" })).json());
    await world.prisma.certificate.create({
      data: {
        code: FUZZ_CERTIFICATE_CODE,
        userId: world.users.targets[0]!.id,
        trackId: "infrastructure",
        recipientName: "Fuzz Graduate",
        trackTitle: "IT Infrastructure Engineering",
      },
    });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("has a fuzz case for every /api route the gateway registers", () => {
    expect(Object.keys(cases).sort()).toEqual(registeredApiRoutes(world.app.fastify));
    const documentation = ["GET /api/openapi.json", "GET /api/docs", "GET /api/docs/:file"];
    expect(Object.keys(cases).sort()).toEqual(
      [...endpoints.map((e) => `${e.method} ${e.url}`), ...documentation].sort(),
    );
  });

  for (const [route, restCase] of Object.entries(cases)) {
    const [method, template] = route.split(" ") as ["GET" | "POST" | "PUT" | "PATCH", string];
    const endpoint = endpoints.find((e) => e.method === method && e.url === template);

    it(`${route}: no 5xx, errors answer { message }, refusals write nothing, acceptances store what was sent`, async () => {
      const valid = restCase.valid?.(world) ?? fc.constant({});
      const bodies: fc.Arbitrary<Request["body"]> =
        method === "GET"
          ? fc.constant(undefined)
          : fc.oneof(
              { arbitrary: valid.map((json) => ({ json })), weight: 4 },
              { arbitrary: broken(valid).map((json) => ({ json })), weight: 3 },
              { arbitrary: strangeBodies, weight: 1 },
              {
                arbitrary: hugeString.map((s) => ({
                  json: { title: s, content: s, firstName: s, password: s, email: s },
                })),
                weight: 1,
              },
            );
      const paths = (restCase.id?.(world) ?? fc.constant("")).chain((id) =>
        queryStrings.map((q) => `${template.replace(/:[a-z]+/i, id)}${q}`),
      );
      let known: DatabaseSnapshot | undefined;
      let accepted = 0;

      await fc.assert(
        fc.asyncProperty(callerArbitrary(restCase.allowed), paths, bodies, async (caller, path, body) => {
          const before = known ?? (await snapshotDatabase(world.prisma));
          known = undefined;
          const res = await world.send(caller, method, path, body);
          expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
          // Whatever was sent, the answer is one the OpenAPI document allows.
          if (endpoint) expect(contract.problems(method, template, { ...res, body: res.text })).toEqual([]);
          if (res.status >= 400 || method === "GET") {
            if (res.status >= 400)
              expect(res.json, res.text.slice(0, 500)).toMatchObject({ message: expect.any(String) });
            // In REST's terms: never GraphQL's variable coercion, nor the fallback for a body routes.ts let through.
            if (res.status >= 400) expect(res.text).not.toMatch(/Variable "\$|got invalid value|Invalid request body/);
            await expectUnchanged(world, before, `${route} as ${caller} (${res.status})`);
            known = before;
            if (res.status >= 400) return;
          }
          expect(restCase.allowed, `${route} answered ${res.status} to ${caller}`).toContain(caller);
          expect(res.status).toBe(endpoint?.status ?? 200);
          accepted += 1;
          const sent = body && "json" in body && body.json && typeof body.json === "object" ? (body.json as Json) : {};
          await restCase.stored?.(world, { body: sent, json: res.json as Json, path, caller });
        }),
        {
          numRuns: restCase.numRuns ?? 30,
          examples: restCase.example ? [[restCase.allowed[0]!, template, { json: restCase.example(world) }]] : [],
        },
      );
      expect(accepted).toBeGreaterThan(0);
    });
  }
});
