import { describe, expect, it } from "vitest";
import { tablesRead } from "../../db/readTables.js";
import { findManySql, primaryKeyOf, rowBeside, wholeRowOf, withRowBeside } from "../findManySql.js";

// What findManySql translates and what it leaves to Prisma. Its answers against a database, field
// by field against graphql-js and Prisma, are in gateway/__tests__/plannedExecution.int.test.ts.

describe("findManySql", () => {
  it("reads a page: columns, a filter, an order, a limit written into the text", () => {
    const statement = findManySql("Discussion", {
      select: { id: true, title: true, createdAt: true },
      where: { hiddenAt: null, categoryId: "lab", AND: [{ isPinned: false }] },
      orderBy: [{ isPinned: "desc" }, { id: "asc" }],
      take: 21,
    })!;
    expect(statement.sql).toBe(
      `SELECT json_build_array(t0."id", t0."title", round(date_part('epoch', t0."createdAt") * 1000)) AS r ` +
        'FROM "Discussion" t0 WHERE t0."hiddenAt" IS NULL AND t0."categoryId" = $1 AND t0."isPinned" = $2 ' +
        'ORDER BY t0."isPinned" DESC, t0."id" ASC LIMIT 21',
    );
    expect(statement.params).toEqual(["lab", false]);
    // Times come back as Dates, whatever the driver's time zone.
    // Each row's values come as one JSON array.
    expect(statement.rows([{ r: ["d1", "Nmap", Date.UTC(2026, 10, 2, 10, 0, 0, 123)] }])).toEqual([
      { id: "d1", title: "Nmap", createdAt: new Date("2026-11-02T10:00:00.123Z") },
    ]);
  });

  it("reads another statement's first row beside each row, its parameters numbered after the statement's", () => {
    const page = findManySql("Discussion", { select: { id: true }, where: { categoryId: "lab" }, take: 2 })!;
    const account = findManySql("User", { select: { id: true, isActive: true }, where: { id: "u1" }, take: 1 })!;
    const both = withRowBeside(page, account, "check");
    expect(both.sql).toBe(
      'SELECT (SELECT row_to_json(b) FROM (SELECT json_build_array(t0."id", t0."isActive") AS r FROM "User" t0 ' +
        'WHERE t0."id" = $2 LIMIT 1) b)::text AS "check", json_build_array(t0."id") AS r FROM "Discussion" t0 ' +
        'WHERE t0."categoryId" = $1 LIMIT 2',
    );
    expect(both.params).toEqual(["lab", "u1"]);
    // The row beside, as text of its JSON, read once from the first row: the other statement's object.
    const rows = [
      { check: '{"r":["u1",true]}', r: ["d1"] },
      { check: '{"r":["u1",true]}', r: ["d2"] },
    ];
    expect(rowBeside(rows, account, "check")).toEqual([{ id: "u1", isActive: true }]);
    // No account (the subquery found none), or no rows to carry it: nothing beside.
    expect(rowBeside([{ check: null, r: ["d1"] }], account, "check")).toEqual([]);
    expect(rowBeside([], account, "check")).toEqual([]);
    // Only beside findManySql's own statements: elsewhere the row would go missing, and read as no account.
    expect(() =>
      withRowBeside({ sql: "WITH x AS (SELECT 1) SELECT * FROM x", params: [] }, account, "check"),
    ).toThrow();
  });

  it("joins a to-one relation, absent when its key reads null, and reads a one-column to-many as an array", () => {
    const statement = findManySql("Discussion", {
      select: {
        id: true,
        editedAt: true,
        author: { select: { id: true, firstName: true } },
        category: { select: { name: true } },
        likes: { select: { userId: true }, take: 3 },
      },
    })!;
    expect(statement.sql).toContain('LEFT JOIN "User" t1 ON t1."id" = t0."authorId"');
    // The category's key is read to tell whether there is one, since its own columns do not name it.
    expect(statement.sql).toMatch(/LEFT JOIN "Category" t2 ON t2\."id" = t0\."categoryId"/);
    expect(statement.sql).toContain(
      'ARRAY(SELECT t3."userId" FROM "Like" t3 WHERE t3."discussionId" = t0."id" LIMIT 3)',
    );
    const [withAll, withNone] = statement.rows([
      { r: ["d1", 1_764_324_000_123, "u2", "Ada", "Lab Help", "lab", ["u1", "u3"]] },
      { r: ["d2", null, null, null, null, null, []] },
    ]);
    expect(withAll).toEqual({
      id: "d1",
      editedAt: new Date(1_764_324_000_123),
      author: { id: "u2", firstName: "Ada" },
      category: { name: "Lab Help" },
      likes: [{ userId: "u1" }, { userId: "u3" }],
    });
    expect(withNone).toEqual({ id: "d2", editedAt: null, author: null, category: null, likes: [] });
    // The read cache tells the tables it reads from its text: these four, nothing unknown.
    expect(new Set(tablesRead(statement.sql))).toEqual(new Set(["Discussion", "User", "Category", "Like"]));
  });

  it("reads only whether a row exists when the filter fixes the one column of a to-many taken once", () => {
    // The viewer's like of each post: its one row, if any, has the viewer's id.
    const page = (viewer: string) =>
      findManySql("Discussion", {
        select: { id: true, likes: { select: { userId: true }, where: { userId: viewer }, take: 1 } },
      })!;
    const statement = page("u1");
    expect(statement.sql).toContain(
      'EXISTS(SELECT 1 FROM "Like" t1 WHERE t1."discussionId" = t0."id" AND t1."userId" = $1)',
    );
    expect(statement.rows([{ r: ["d1", true] }, { r: ["d2", false] }])).toEqual([
      { id: "d1", likes: [{ userId: "u1" }] },
      { id: "d2", likes: [] },
    ]);
    // The statement is kept for the next viewer: the value is theirs, from their parameters.
    expect(page("u2").rows([{ r: ["d1", true] }])).toEqual([{ id: "d1", likes: [{ userId: "u2" }] }]);
    // Another column fixed, or more than one row: the values are read.
    const byOther = findManySql("Discussion", {
      select: { id: true, likes: { select: { userId: true }, where: { discussionId: "d1" }, take: 1 } },
    })!;
    expect(byOther.sql).toContain('ARRAY(SELECT t1."userId" FROM "Like" t1');
  });

  it("keeps a statement for the shape of its arguments, each request's filter values as its parameters", () => {
    const page = (viewer: string, category: string | null, take = 21) =>
      findManySql("Discussion", {
        select: { id: true, likes: { select: { userId: true }, where: { userId: viewer }, take: 1 } },
        where: { hiddenAt: null, categoryId: category },
        take,
      })!;
    const first = page("u1", "lab");
    const second = page("u2", "tools");
    expect(second.sql).toBe(first.sql);
    // In the order the statement numbers them: the like's filter (in the columns), then the page's.
    expect(first.params).toEqual(["u1", "lab"]);
    expect(second.params).toEqual(["u2", "tools"]);
    expect(first.sql).toContain('t1."userId" = $1');
    expect(first.sql).toContain('t0."categoryId" = $2');
    // A null is part of the shape (IS NULL, no parameter), and so is the limit written into the text.
    const everyCategory = page("u1", null);
    expect(everyCategory.sql).toContain('t0."categoryId" IS NULL');
    expect(everyCategory.params).toEqual(["u1"]);
    expect(page("u1", "lab", 6).sql).toContain("LIMIT 6");
    expect(page("u1", "lab").sql).toBe(first.sql);
    // A value of another type is another shape: a number where a text was is refused, as it always is.
    const byCount = (likes: number | string) =>
      findManySql("Discussion", { select: { id: true }, where: { likesCount: likes } });
    expect(byCount(3)!.params).toEqual([3]);
    expect(byCount(4)!.params).toEqual([4]);
  });

  it("tells shapes apart by every name and value outside the filters", () => {
    // Orders whose texts would run together if written without their lengths: different statements.
    const ordered = (orderBy: unknown) => findManySql("Discussion", { select: { id: true }, orderBy })!;
    const byTitle = ordered([{ title: "desc" }, { id: "asc" }]);
    const byTitleAgain = ordered([{ title: "desc" }, { id: "asc" }]);
    const byId = ordered([{ id: "desc" }]);
    expect(byTitleAgain.sql).toBe(byTitle.sql);
    expect(byTitle.sql).toContain('ORDER BY t0."title" DESC, t0."id" ASC');
    expect(byId.sql).toContain('ORDER BY t0."id" DESC');
    // A filter inside AND: each value is a parameter, in the order written.
    const both = (category: string, author: string) =>
      findManySql("Discussion", {
        select: { id: true },
        where: { AND: [{ categoryId: category }, { authorId: author }] },
      })!;
    expect(both("lab", "u1").sql).toBe(both("tools", "u2").sql);
    expect(both("tools", "u2").params).toEqual(["tools", "u2"]);
    // Undefined is left out, as JSON leaves it out: the same shape as without it.
    expect(
      findManySql("Discussion", { select: { id: true }, where: { categoryId: "lab", authorId: undefined } })!.sql,
    ).toBe(findManySql("Discussion", { select: { id: true }, where: { categoryId: "tools" } })!.sql);
    // A cycle is not a shape (no endless walk): the translation decides, and refuses a field it does not know.
    const cyclic: Record<string, unknown> = { categoryId: "lab" };
    cyclic.self = cyclic;
    expect(findManySql("Discussion", { select: { id: true }, where: cyclic })).toBeUndefined();
  });

  it("writes the row beside once per pair of statements, each request's values as its parameters", () => {
    const page = (category: string) =>
      findManySql("Discussion", { select: { id: true }, where: { categoryId: category }, take: 2 })!;
    const account = (id: string) => findManySql("User", { select: { id: true }, where: { id }, take: 1 })!;
    const first = withRowBeside(page("lab"), account("u1"), "check");
    const second = withRowBeside(page("tools"), account("u2"), "check");
    expect(second.sql).toBe(first.sql);
    expect(first.params).toEqual(["lab", "u1"]);
    expect(second.params).toEqual(["tools", "u2"]);
    expect(withRowBeside(page("lab"), account("u1"), "other").sql).toContain('AS "other"');
  });

  it.each([
    ["a search", { where: { OR: [{ title: { contains: "nmap" } }] } }],
    ["an operator", { where: { likesCount: { gt: 3 } } }],
    ["a time compared with a value", { where: { createdAt: new Date() } }],
    ["a relation filter", { where: { replies: { some: {} } } }],
    ["an order with null placement", { orderBy: { lastActivityAt: { sort: "desc", nulls: "last" } } }],
    ["an order on a relation", { orderBy: { author: { firstName: "asc" } } }],
    ["a column that does not exist", { select: { id: true, nope: true } }],
    ["a count", { select: { _count: { select: { likes: true } } } }],
    ["a to-one relation with a filter", { select: { author: { select: { id: true }, where: { id: "x" } } } }],
    ["a to-many relation of two columns", { select: { likes: { select: { userId: true, createdAt: true } } } }],
    ["a fractional limit", { take: 2.5 }],
  ])("leaves %s to Prisma", (_name, args) => {
    expect(findManySql("Discussion", { select: { id: true }, ...args } as never)).toBeUndefined();
  });

  it("knows the columns of a model it can read whole, and its one-column key", () => {
    expect(wholeRowOf("Category")).toEqual({ id: true, name: true, color: true, icon: true, position: true });
    expect(primaryKeyOf("Discussion")).toBe("id");
    // A composite key (a like is a member and a post).
    expect(primaryKeyOf("Like")).toBeUndefined();
    // A list column (a member's skills) is not read.
    expect(wholeRowOf("User")).toBeUndefined();
  });
});
