// Which lesson of a page is shown, and what Up Next offers a student (issue 20). The lesson is in
// the address (?lesson=3), so it can be bookmarked and shared; without one, the spec's route shows
// the student's first lesson not done.

export type OutlineLesson = { number: number; title: string; completed: boolean };
export type NextModule = {
  title: string;
  status: string;
  path?: string | null;
  lockRequirement?: string | null;
};

/** The lesson to show: the address's, when it names one of the page's lessons; else the first not done. */
export function currentLessonNumber(
  outline: readonly Pick<OutlineLesson, "number" | "completed">[],
  param: string | null,
  isStudent: boolean,
) {
  const asked = param !== null && /^\d+$/.test(param) ? Number(param) : NaN;
  if (outline.some((lesson) => lesson.number === asked)) return asked;
  if (!isStudent) return outline[0]?.number ?? 1;
  return (outline.find((lesson) => !lesson.completed) ?? outline[0])?.number ?? 1;
}

/** The address of a lesson of the page at `pathname`. */
export const lessonHref = (pathname: string, number: number) => `${pathname}?lesson=${number}`;

export type StudentUpNext =
  | { kind: "lesson"; title: string; number: number }
  | { kind: "module"; title: string; path: string }
  | { kind: "lockedModule"; title: string; note: string };

/**
 * A student's Up Next: the next lesson not done after the one shown (then from the start); when
 * no other is left, the next module: a link once it is open, else what unlocks it. Null after the
 * track's last module.
 */
export function studentUpNext(
  outline: readonly OutlineLesson[],
  current: number,
  nextModule: NextModule | null,
): StudentUpNext | null {
  const open = outline.filter((lesson) => !lesson.completed && lesson.number !== current);
  const lesson = open.find((l) => l.number > current) ?? open[0];
  if (lesson) return { kind: "lesson", title: `Lesson ${lesson.number}: ${lesson.title}`, number: lesson.number };
  if (!nextModule) return null;
  if (nextModule.status !== "LOCKED" && nextModule.path) {
    return { kind: "module", title: nextModule.title, path: nextModule.path };
  }
  return {
    kind: "lockedModule",
    title: nextModule.title,
    note: nextModule.lockRequirement ?? "Complete this module to unlock",
  };
}
