import { describe, expect, it } from "vitest";
import { answerFromRow } from "../answerFromRow.js";

const row = { id: "d1", title: "Nmap", likesCount: 3, hiddenAt: null };
const viewerLike = { where: { userId: "u1" }, take: 1, select: { userId: true } };
const known = { likes: { args: viewerLike, value: [{ userId: "u1" }] } };

describe("a query answered from a row in hand", () => {
  it("answers an include with every column and the relations known for the same arguments", () => {
    expect(answerFromRow({ include: { likes: viewerLike } }, row, known)).toEqual({
      ...row,
      likes: [{ userId: "u1" }],
    });
    expect(answerFromRow({}, row, known)).toEqual(row);
  });

  it("answers a select with what it names", () => {
    expect(
      answerFromRow({ select: { id: true, likesCount: true, title: false, likes: viewerLike } }, row, known),
    ).toEqual({
      id: "d1",
      likesCount: 3,
      likes: [{ userId: "u1" }],
    });
  });

  it("answers nothing when the query asks what the row does not hold", () => {
    // Another member's like, another relation, a count, a column the row lacks.
    const othersLike = { ...viewerLike, where: { userId: "u2" } };
    expect(answerFromRow({ include: { likes: othersLike } }, row, known)).toBeUndefined();
    expect(answerFromRow({ include: { author: true } }, row, known)).toBeUndefined();
    expect(answerFromRow({ select: { _count: { select: { replies: true } } } }, row, known)).toBeUndefined();
    expect(answerFromRow({ select: { content: true } }, row, known)).toBeUndefined();
  });
});
