import { describe, expect, it } from "vitest";
import { statementNames } from "../preparedStatements.js";

describe("prepared statements' names (schema/db/preparedStatements.ts)", () => {
  it("names a text from its second call, the same name every time, another text another name", () => {
    const nameOf = statementNames();
    const feed = 'SELECT "id" FROM "Discussion" WHERE "categoryId" = $1';
    expect(nameOf(feed)).toBeUndefined();
    const name = nameOf(feed);
    expect(name).toMatch(/^prisma_[\w-]+$/);
    expect(nameOf(feed)).toBe(name);
    const other = 'SELECT "id" FROM "Category" WHERE "id" = $1';
    nameOf(other);
    expect(nameOf(other)).not.toBe(name);
    // Every process names a text alike: a connection never sees one name for two texts.
    const elsewhere = statementNames();
    elsewhere(feed);
    expect(elsewhere(feed)).toBe(name);
  });

  it("names at most so many texts, the first to come twice; later ones stay unnamed", () => {
    const nameOf = statementNames(2, 100);
    const texts = ["a = $1", "b = $1", "c = $1"];
    for (const text of texts) nameOf(text);
    expect(texts.map(nameOf).map((name) => name !== undefined)).toEqual([true, true, false]);
    expect(nameOf("a = $1")).toBeDefined();
  });

  it("counts at most so many texts: one first seen beyond them is never named", () => {
    const nameOf = statementNames(100, 2);
    for (const text of ["a = $1", "b = $1", "c = $1"]) nameOf(text);
    expect(nameOf("c = $1")).toBeUndefined();
    expect(nameOf("c = $1")).toBeUndefined();
    expect(nameOf("a = $1")).toBeDefined();
  });
});
