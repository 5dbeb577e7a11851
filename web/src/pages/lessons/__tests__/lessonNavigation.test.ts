import { describe, expect, it } from "vitest";
import { currentLessonNumber, studentUpNext, type OutlineLesson } from "../lessonNavigation";

const outline = (done: number[], total = 4): OutlineLesson[] =>
  Array.from({ length: total }, (_, i) => ({
    number: i + 1,
    title: `Title ${i + 1}`,
    completed: done.includes(i + 1),
  }));

const network = {
  title: "Network Infrastructure",
  status: "LOCKED",
  path: null,
  lockRequirement: "Complete IT Fundamentals to unlock Network Infrastructure.",
};

describe("currentLessonNumber", () => {
  it("shows the lesson the address names, when the page has it", () => {
    expect(currentLessonNumber(outline([]), "3", true)).toBe(3);
    expect(currentLessonNumber(outline([]), "3", false)).toBe(3);
  });

  it("otherwise shows a student their first lesson not done, and everyone else the first", () => {
    expect(currentLessonNumber(outline([1, 2]), null, true)).toBe(3);
    expect(currentLessonNumber(outline([1, 2]), "9", true)).toBe(3);
    expect(currentLessonNumber(outline([1, 2]), "2x", true)).toBe(3);
    expect(currentLessonNumber(outline([1, 2, 3, 4]), null, true)).toBe(1);
    expect(currentLessonNumber(outline([1, 2]), null, false)).toBe(1);
  });
});

describe("studentUpNext", () => {
  it("names the next lesson not done after the one shown, then wraps to earlier ones", () => {
    expect(studentUpNext(outline([]), 1, network)).toEqual({ kind: "lesson", title: "Lesson 2: Title 2", number: 2 });
    expect(studentUpNext(outline([1]), 1, network)).toMatchObject({ number: 2 });
    expect(studentUpNext(outline([2, 3]), 1, network)).toMatchObject({ number: 4 });
    expect(studentUpNext(outline([3]), 4, network)).toMatchObject({ number: 1 });
  });

  it("offers the next module once no other lesson is left: a link when open, what unlocks it when not", () => {
    expect(studentUpNext(outline([1, 2, 3]), 4, network)).toEqual({
      kind: "lockedModule",
      title: "Network Infrastructure",
      note: "Complete IT Fundamentals to unlock Network Infrastructure.",
    });
    const open = { ...network, status: "AVAILABLE", path: "/network-infrastructure", lockRequirement: null };
    expect(studentUpNext(outline([1, 2, 3, 4]), 4, open)).toEqual({
      kind: "module",
      title: "Network Infrastructure",
      path: "/network-infrastructure",
    });
    expect(studentUpNext(outline([1, 2, 3, 4]), 4, null)).toBeNull();
  });
});
