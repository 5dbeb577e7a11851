import { issueCertificateIfEarned } from "./certificates.js";
import { type LearningTx, lockLearner, recordLearningActivity } from "./learningActivity.js";

// The one place progress is derived from stored lesson completions: the lesson page, its module
// card (ModuleProgress) and the enrolment of the track's course all follow from them.

/** Share of `done` in `total`, in whole percent, 0..100. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done * 100) / total)));
}

export type ProgramStatus = "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED" | "LOCKED";

/** Spec 4: a program is locked when its course is closed, else by progress. */
export function programStatus(progress: number, courseIsActive: boolean): ProgramStatus {
  if (!courseIsActive) return "LOCKED";
  if (progress >= 100) return "COMPLETED";
  return progress > 0 ? "IN_PROGRESS" : "NOT_STARTED";
}

/**
 * Marks a lesson of a page complete for the student, `lessonNumber` or else their first lesson not
 * done, and brings the derived rows up to date. Lessons may be completed in any order (the outline
 * lets a student move around). Returns the lesson number completed and the code of the track
 * certificate it issued (null when none), or null when there was no lesson left to complete (every
 * lesson done, or the given one already was). The learning activity (lesson, module, and the
 * track's certificate when this finished it) is written in the same transaction.
 */
export async function completeNextLesson(
  tx: LearningTx,
  userId: string,
  lessonPageId: string,
  lessonNumber?: number,
): Promise<{ lessonNumber: number; certificateCode: string | null } | null> {
  await lockLearner(tx, userId);
  const page = await tx.lessonPage.findUniqueOrThrow({
    where: { id: lessonPageId },
    select: { totalLessons: true, moduleId: true, module: { select: { trackId: true } } },
  });
  const doneRows = await tx.lessonCompletion.findMany({
    where: { userId, lessonPageId },
    select: { lessonNumber: true },
  });
  const doneNumbers = new Set(doneRows.map((row) => row.lessonNumber));
  const number =
    lessonNumber ?? Array.from({ length: page.totalLessons }, (_, i) => i + 1).find((n) => !doneNumbers.has(n));
  if (number === undefined || doneNumbers.has(number)) return null;
  await tx.lessonCompletion.create({ data: { userId, lessonPageId, lessonNumber: number } });
  const done = doneNumbers.size;

  const progress = percentOf(done + 1, page.totalLessons);
  const completed = done + 1 >= page.totalLessons;
  await tx.moduleProgress.upsert({
    where: { userId_moduleId: { userId, moduleId: page.moduleId } },
    create: { userId, moduleId: page.moduleId, progress, completed },
    update: { progress, completed },
  });
  await recordLearningActivity(tx, userId, "LESSON_COMPLETED", lessonPageId);
  let certificateCode: string | null = null;
  if (completed) {
    await recordLearningActivity(tx, userId, "MODULE_COMPLETED", page.moduleId);
    certificateCode = await issueCertificateIfEarned(tx, userId, page.module.trackId);
  }

  const course = await tx.course.findUnique({
    where: { trackId: page.module.trackId },
    select: { id: true, totalLessons: true },
  });
  if (course) {
    const trackLessons = await tx.lessonCompletion.count({
      where: { userId, lessonPage: { module: { trackId: page.module.trackId } } },
    });
    await tx.enrollment.updateMany({
      where: { userId, courseId: course.id },
      data: { completedLessons: trackLessons, progress: percentOf(trackLessons, course.totalLessons) },
    });
  }
  return { lessonNumber: number, certificateCode };
}
