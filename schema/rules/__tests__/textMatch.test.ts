import { describe, expect, it } from "vitest";
import { containsPattern, everyWordInOneOf, likeLiteral, sameTextAnyCase, searchWords } from "../textMatch.js";

describe("typed text as a LIKE pattern", () => {
  it("escapes the backslash, % and _, and nothing else", () => {
    expect(likeLiteral("100%_off\\")).toBe("100\\%\\_off\\\\");
    expect(likeLiteral("alex.chen@example.com")).toBe("alex.chen@example.com");
    expect(likeLiteral("")).toBe("");
  });

  it("matches a trimmed search anywhere, and an address exactly, whatever its case", () => {
    expect(containsPattern("  50%  ")).toBe("%50\\%%");
    expect(sameTextAnyCase("a_b@x.io")).toEqual({ equals: "a\\_b@x.io", mode: "insensitive" });
  });

  it("reads a search as its words, every one in one of the fields", () => {
    expect(searchWords("  jordan   lee ")).toEqual(["jordan", "lee"]);
    expect(searchWords(null)).toEqual([]);
    expect(everyWordInOneOf("jo_ 5%", ["firstName", "email"])).toEqual([
      {
        OR: [
          { firstName: { contains: "jo\\_", mode: "insensitive" } },
          { email: { contains: "jo\\_", mode: "insensitive" } },
        ],
      },
      {
        OR: [
          { firstName: { contains: "5\\%", mode: "insensitive" } },
          { email: { contains: "5\\%", mode: "insensitive" } },
        ],
      },
    ]);
    expect(everyWordInOneOf("   ", ["email"])).toEqual([]);
  });
});
