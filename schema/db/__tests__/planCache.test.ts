import { readFileSync } from "node:fs";
import path from "node:path";
import * as compilerModule from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";
import { wasm } from "@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { keepingPlans, MAX_PLACEHOLDERS, parameterize, planCacheCounts } from "../planCache.js";

// The plan cache against Prisma's own query compiler, loaded here as the generated client loads it:
// every plan it hands out must be the plan the compiler gives for that very request.

type Compiler = InstanceType<typeof compilerModule.QueryCompiler>;
let compiler: Compiler;

beforeAll(async () => {
  const runtime = compilerModule as unknown as { __wbg_set_wasm: (exports: unknown) => void };
  const instance = new WebAssembly.Instance(await WebAssembly.compile(Buffer.from(wasm, "base64")), {
    "./query_compiler_bg.js": compilerModule as unknown as WebAssembly.ModuleImports,
  });
  runtime.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  const datamodel = readFileSync(path.resolve(import.meta.dirname, "../../../prisma/schema.prisma"), "utf8");
  compiler = new compilerModule.QueryCompiler({
    datamodel,
    provider: "postgres",
    connectionInfo: { supportsRelationJoins: true },
  } as never);
});

const compile = (request: string) => compiler.compile(request);
const compileBatch = (request: string) => compiler.compileBatch(request);
const date = (iso: string) => ({ $type: "DateTime", value: iso });

/** The feed's page: discussions of a category with author and the viewer's like, after a cursor. */
const feedPage = (categoryId: string, viewerId: string, after: string) => ({
  modelName: "Discussion",
  action: "findMany",
  query: {
    arguments: {
      where: { categoryId, hiddenAt: null, likesCount: { gte: 0 } },
      cursor: { id: after },
      skip: 1,
      take: 21,
      orderBy: [{ activityAt: "desc" }, { id: "desc" }],
    },
    selection: {
      $scalars: true,
      author: { arguments: {}, selection: { id: true, firstName: true } },
      likes: { arguments: { where: { userId: viewerId }, take: 1 }, selection: { userId: true } },
    },
  },
});

/** A raw statement as `$queryRaw` sends it: strings (which vary), a number, a date, a list and a null. */
const rawQuery = (n: number, action = "queryRaw") => ({
  action,
  query: {
    arguments: {
      query:
        'SELECT "id" FROM "Discussion" WHERE "authorId" = $1 AND "title" <> $2 AND "likesCount" > $3 AND "createdAt" > $4 AND "id" = ANY($5) AND $6::text IS NULL',
      parameters: JSON.stringify([
        `author-${n}`,
        `it's ${n}`,
        7,
        { prisma__type: "date", prisma__value: "2026-01-01T00:00:00.000Z" },
        ["a", "b"],
        null,
      ]),
    },
    selection: { $scalars: true },
  },
});

const requests: Record<string, (n: number) => object> = {
  "a raw query": (n) => rawQuery(n),
  "a raw statement": (n) => rawQuery(n, "executeRaw"),
  "a page with its relations, after a cursor": (n) => feedPage(`category-${n}`, `viewer-${n}`, `after-${n}`),
  "an integer comparison": (n) => ({
    modelName: "Discussion",
    action: "findMany",
    query: { arguments: { where: { likesCount: { gt: n * 7 } }, take: 5 }, selection: { id: true } },
  }),
  "a date comparison": (n) => ({
    modelName: "Discussion",
    action: "findMany",
    query: {
      arguments: { where: { createdAt: { lt: date(`2026-0${n}-01T00:00:00.000Z`) } } },
      selection: { id: true },
    },
  }),
  "an enum": (n) => ({
    modelName: "User",
    action: "findMany",
    query: { arguments: { where: { role: n === 1 ? "STUDENT" : "ADMIN" } }, selection: { id: true } },
  }),
  "a list": (n) => ({
    modelName: "Discussion",
    action: "findMany",
    query: { arguments: { where: { id: { in: [`a${n}`, `b${n}`, `c${n}`] } } }, selection: { id: true } },
  }),
  "a create": (n) => ({
    modelName: "Discussion",
    action: "createOne",
    query: {
      arguments: { data: { title: `Title ${n}`, content: `Body ${n}`, categoryId: `c${n}`, authorId: `u${n}` } },
      selection: { id: true, title: true },
    },
  }),
  "an update with an increment": (n) => ({
    modelName: "Discussion",
    action: "updateOne",
    query: {
      arguments: {
        where: { id: `d${n}` },
        data: { likesCount: { increment: 1 }, editedAt: date(`2026-0${n}-02T00:00:00.000Z`) },
      },
      selection: { likesCount: true, authorId: true },
    },
  }),
  "an update of lists a row stores (an enum list, a text list)": (n) => ({
    modelName: "User",
    action: "updateOne",
    query: {
      arguments: {
        where: { id: `u${n}` },
        // The lists are part of the shape: the same lists, other rows.
        data: { mutedNotificationKinds: ["LIKE", "REPLY"], skills: ["networking"] },
      },
      selection: { id: true, mutedNotificationKinds: true },
    },
  }),
  "an upsert on a compound key": (n) => ({
    modelName: "Like",
    action: "upsertOne",
    query: {
      arguments: {
        where: { userId_discussionId: { userId: `u${n}`, discussionId: `d${n}` } },
        create: { userId: `u${n}`, discussionId: `d${n}` },
        update: {},
      },
      selection: { createdAt: true },
    },
  }),
};

describe("the plan cache, against Prisma's query compiler", () => {
  it.each(Object.keys(requests))("hands out, for %s, the very plan the compiler gives for each request", (name) => {
    const cached = keepingPlans(compile);
    const make = requests[name]!;
    const before = { ...planCacheCounts };
    for (const n of [1, 2, 3, 1]) {
      const request = JSON.stringify(make(n));
      expect(cached(request)).toEqual(compile(request));
    }
    // Learned at most once; every other request reused its plan or was compiled with its values.
    const learned = planCacheCounts.learned - before.learned;
    expect(learned).toBeLessThanOrEqual(1);
    expect(planCacheCounts.reused - before.reused + (planCacheCounts.compiled - before.compiled)).toBe(4 - learned);
  });

  it("reuses the plans of the feed's page, of writes and of comparisons with strings and dates", () => {
    // Not an enum: the compiler casts a placeholder for one differently, so it is compiled each time.
    const reusable = Object.keys(requests).filter((name) => !["an integer comparison", "an enum"].includes(name));
    for (const name of reusable) {
      const cached = keepingPlans(compile);
      const before = planCacheCounts.reused;
      for (const n of [1, 2, 3]) cached(JSON.stringify(requests[name]!(n)));
      expect(planCacheCounts.reused - before, name).toBe(2);
    }
  });

  it("compiles each time what differs only by a number (the compiler types integers by how they are given)", () => {
    const cached = keepingPlans(compile);
    const before = { ...planCacheCounts };
    for (const n of [1, 2, 3]) cached(JSON.stringify(requests["an integer comparison"]!(n)));
    expect(planCacheCounts.compiled - before.compiled).toBe(3);
    expect(planCacheCounts.reused - before.reused).toBe(0);
  });

  it("plans a pattern search with its value, which the compiler wraps in % itself", () => {
    const cached = keepingPlans(compile);
    const search = (term: string) =>
      JSON.stringify({
        modelName: "Discussion",
        action: "findMany",
        query: { arguments: { where: { title: { contains: term, mode: "insensitive" } } }, selection: { id: true } },
      });
    cached(search("lab"));
    const plan = cached(search("50%"));
    expect(plan).toEqual(compile(search("50%")));
    expect(JSON.stringify(plan)).toContain('"%50%%"');
  });

  it("hands out batches (Prisma's grouped findUnique) as the compiler plans them", () => {
    const cached = keepingPlans(compileBatch);
    const batch = (ids: string[]) =>
      JSON.stringify({
        batch: ids.map((id) => ({
          modelName: "User",
          action: "findUnique",
          query: { arguments: { where: { id } }, selection: { $scalars: true } },
        })),
        transaction: null,
      });
    for (const ids of [
      ["u1", "u2"],
      ["u3", "u4"],
      ["u5", "u6"],
    ]) {
      expect(cached(batch(ids))).toEqual(compileBatch(batch(ids)));
    }
  });

  it("keeps its plans frozen: changing one that was handed out fails instead of changing the next", () => {
    const cached = keepingPlans(compile);
    const make = requests["a date comparison"]!;
    cached(JSON.stringify(make(1)));
    // What the answer's rows become: shared by every request of the shape.
    const plan = cached(JSON.stringify(make(2))) as { args: { structure: { type: string } } };
    expect(() => {
      plan.args.structure.type = "changed";
    }).toThrow(TypeError);
    expect(cached(JSON.stringify(make(3)))).toEqual(compile(JSON.stringify(make(3))));
  });

  it("passes the compiler's errors on, and a later valid request of that model still works", () => {
    const cached = keepingPlans(compile);
    const wrong = JSON.stringify({
      modelName: "Discussion",
      action: "findMany",
      query: { arguments: { where: { likesCount: "many" } }, selection: { id: true } },
    });
    expect(() => cached(wrong)).toThrow(/likesCount/);
    expect(() => cached(wrong)).toThrow(/likesCount/);
    const right = JSON.stringify(requests["an integer comparison"]!(4));
    expect(cached(right)).toEqual(compile(right));
  });
});

describe("the plan cache's own rules", () => {
  it("takes as values what filters compare and writes store, and leaves in the shape what plans the SQL", () => {
    const { shape, values } = parameterize({
      modelName: "Discussion",
      action: "findMany",
      query: {
        arguments: {
          where: {
            categoryId: "c1",
            hiddenAt: null,
            isLocked: false,
            title: { contains: "lab", mode: "insensitive" },
            OR: [{ likesCount: { gt: 3 } }, { createdAt: { lt: date("2026-01-01T00:00:00.000Z") } }],
          },
          take: 20,
          skip: 1,
          orderBy: [{ id: "desc" }],
        },
        selection: {
          id: true,
          likes: { arguments: { where: { userId: "v1" }, take: 1 }, selection: { userId: true } },
        },
      },
    });
    expect(values).toEqual(["c1", "2026-01-01T00:00:00.000Z", "v1"]);
    const text = JSON.stringify(shape);
    for (const kept of [
      '"hiddenAt":null',
      '"isLocked":false',
      '"contains":"lab"',
      '"mode":"insensitive"',
      '"gt":3',
      '"take":20',
      '"skip":1',
      '"id":"desc"',
    ]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('"c1"');
    expect(text).not.toContain('"v1"');
  });

  it("compiles with its values, once each time, a shape whose placeholder plan is not the same plan", () => {
    // A compiler that plans short and long ids differently, and a placeholder as a long one.
    let compiles = 0;
    const planned = (request: string) => {
      compiles++;
      const id = (JSON.parse(request) as { query: { arguments: { where: { id: unknown } } } }).query.arguments.where.id;
      if (typeof id !== "string") {
        const name = (id as { value: string }).value;
        return { sql: "long", args: [{ prisma__type: "param", prisma__value: { name, type: "String" } }] };
      }
      return { sql: id.length > 3 ? "long" : "short", args: [id] };
    };
    const cached = keepingPlans(planned);
    const find = (id: string) =>
      JSON.stringify({
        modelName: "User",
        action: "findUnique",
        query: { arguments: { where: { id } }, selection: {} },
      });
    expect(cached(find("ab"))).toEqual({ sql: "short", args: ["ab"] });
    expect(compiles).toBe(2);
    expect(cached(find("abcdef"))).toEqual({ sql: "long", args: ["abcdef"] });
    expect(cached(find("xy"))).toEqual({ sql: "short", args: ["xy"] });
    expect(compiles).toBe(4);
  });

  it("keeps a panic of the compiler on a placeholder request from Prisma, answers, and learns no more shapes", () => {
    // Prisma's client listens for panics around each compile through this registry.
    const global = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message: (message: string) => void } };
    const before = global.PRISMA_WASM_PANIC_REGISTRY;
    const heard: string[] = [];
    global.PRISMA_WASM_PANIC_REGISTRY = { set_message: (message) => void heard.push(message) };
    try {
      const planned = (request: string) => {
        if (request.includes('"Param"')) {
          global.PRISMA_WASM_PANIC_REGISTRY!.set_message("panicked at scalar_field.rs");
          throw new WebAssembly.RuntimeError("unreachable");
        }
        return { request };
      };
      const cached = keepingPlans(planned);
      const find = (model: string, id: string) =>
        JSON.stringify({
          modelName: model,
          action: "findUnique",
          query: { arguments: { where: { id } }, selection: {} },
        });
      const counts = { ...planCacheCounts };
      expect(cached(find("A", "1"))).toEqual({ request: find("A", "1") });
      expect(heard).toEqual([]);
      expect(planCacheCounts.panics - counts.panics).toBe(1);
      // Another shape is compiled with its values only: nothing more is asked of the compiler.
      expect(cached(find("B", "1"))).toEqual({ request: find("B", "1") });
      expect(planCacheCounts.learned - counts.learned).toBe(1);
      expect(planCacheCounts.compiled - counts.compiled).toBe(1);
      expect(global.PRISMA_WASM_PANIC_REGISTRY!.set_message).toBeTypeOf("function");
      global.PRISMA_WASM_PANIC_REGISTRY!.set_message("a panic of a request's own");
      expect(heard).toEqual(["a panic of a request's own"]);
    } finally {
      global.PRISMA_WASM_PANIC_REGISTRY = before;
    }
  });

  it("compiles as they come writes of many rows and queries with a long list of values, keeping nothing", () => {
    let compiles = 0;
    const planned = (request: string) => {
      compiles++;
      return { request };
    };
    const cached = keepingPlans(planned);
    const learned = planCacheCounts.learned;
    const rows = (n: number) =>
      JSON.stringify({
        modelName: "Enrollment",
        action: "createMany",
        query: {
          arguments: { data: Array.from({ length: n }, (_, i) => ({ userId: `u${i}`, courseId: "c1" })) },
          selection: { count: true },
        },
      });
    const among = (n: number) =>
      JSON.stringify({
        modelName: "User",
        action: "findMany",
        query: {
          arguments: { where: { id: { in: Array.from({ length: n }, (_, i) => `u${i}`) } } },
          selection: { id: true },
        },
      });
    for (const request of [rows(3), rows(3), among(MAX_PLACEHOLDERS + 1), among(MAX_PLACEHOLDERS + 1)]) {
      expect(cached(request)).toEqual({ request });
    }
    expect(compiles).toBe(4);
    expect(planCacheCounts.learned).toBe(learned);
    // A shorter list is a shape like any other: learned (compiled a second time, with placeholders).
    cached(among(3));
    expect(compiles).toBe(6);
    expect(planCacheCounts.learned).toBe(learned + 1);
  });

  it("forgets the oldest shapes beyond its size", () => {
    let compiles = 0;
    const planned = (request: string) => {
      compiles++;
      return { request };
    };
    const cached = keepingPlans(planned, 2);
    const find = (model: string, id: string) =>
      JSON.stringify({
        modelName: model,
        action: "findUnique",
        query: { arguments: { where: { id } }, selection: {} },
      });
    cached(find("A", "1"));
    cached(find("B", "1"));
    cached(find("C", "1"));
    const before = compiles;
    cached(find("A", "2"));
    expect(compiles - before).toBe(2);
  });
});
