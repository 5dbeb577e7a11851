import { describe, expect, it } from "vitest";
import { tablesRead } from "../../db/readTables.js";
import { findManySql, primaryKeyOf, wholeRowOf, withRowBeside } from "../findManySql.js";

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
      `SELECT t0."id" AS c0, t0."title" AS c1, round(date_part('epoch', t0."createdAt") * 1000) AS c2 ` +
        'FROM "Discussion" t0 WHERE t0."hiddenAt" IS NULL AND t0."categoryId" = $1 AND t0."isPinned" = $2 ' +
        'ORDER BY t0."isPinned" DESC, t0."id" ASC LIMIT 21',
    );
    expect(statement.params).toEqual(["lab", false]);
    // Times come back as Dates, whatever the driver's time zone.
    expect(statement.rows([{ c0: "d1", c1: "Nmap", c2: Date.UTC(2026, 10, 2, 10, 0, 0, 123) }])).toEqual([
      { id: "d1", title: "Nmap", createdAt: new Date("2026-11-02T10:00:00.123Z") },
    ]);
  });

  it("reads another statement's first row beside each row, its parameters numbered after the statement's", () => {
    const page = findManySql("Discussion", { select: { id: true }, where: { categoryId: "lab" }, take: 2 })!;
    const account = findManySql("User", { select: { id: true, isActive: true }, where: { id: "u1" }, take: 1 })!;
    const both = withRowBeside(page, account, "check");
    expect(both.sql).toBe(
      'SELECT (SELECT row_to_json(b) FROM (SELECT t0."id" AS c0, t0."isActive" AS c1 FROM "User" t0 ' +
        'WHERE t0."id" = $2 LIMIT 1) b) AS "check", t0."id" AS c0 FROM "Discussion" t0 WHERE t0."categoryId" = $1 LIMIT 2',
    );
    expect(both.params).toEqual(["lab", "u1"]);
    // The row beside, as JSON keeps it, becomes the other statement's object.
    expect(account.rows([{ c0: "u1", c1: true }])).toEqual([{ id: "u1", isActive: true }]);
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
        likes: { select: { userId: true }, where: { userId: "u1" }, take: 1 },
      },
    })!;
    expect(statement.sql).toContain('LEFT JOIN "User" t1 ON t1."id" = t0."authorId"');
    // The category's key is read to tell whether there is one, since its own columns do not name it.
    expect(statement.sql).toMatch(/LEFT JOIN "Category" t2 ON t2\."id" = t0\."categoryId"/);
    expect(statement.sql).toContain(
      'ARRAY(SELECT t3."userId" FROM "Like" t3 WHERE t3."discussionId" = t0."id" AND t3."userId" = $1 LIMIT 1)',
    );
    const [withAll, withNone] = statement.rows([
      { c0: "d1", c1: 1_764_324_000_123, c2: "u2", c3: "Ada", c4: "Lab Help", c5: "lab", c6: ["u1"] },
      { c0: "d2", c1: null, c2: null, c3: null, c4: null, c5: null, c6: [] },
    ]);
    expect(withAll).toEqual({
      id: "d1",
      editedAt: new Date(1_764_324_000_123),
      author: { id: "u2", firstName: "Ada" },
      category: { name: "Lab Help" },
      likes: [{ userId: "u1" }],
    });
    expect(withNone).toEqual({ id: "d2", editedAt: null, author: null, category: null, likes: [] });
    // The read cache tells the tables it reads from its text: these four, nothing unknown.
    expect(new Set(tablesRead(statement.sql))).toEqual(new Set(["Discussion", "User", "Category", "Like"]));
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
