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
 * Marks the student's next lesson of a page complete and brings the derived rows up to date: the
 * learning activity (lesson, module, and the track's certificate when this finished it) is written
 * in the same transaction. Returns the lesson number completed, or null when every lesson already was.
 */
export async function completeNextLesson(tx: LearningTx, userId: string, lessonPageId: string): Promise<number | null> {
  await lockLearner(tx, userId);
  const page = await tx.lessonPage.findUniqueOrThrow({
    where: { id: lessonPageId },
    select: { totalLessons: true, moduleId: true, module: { select: { trackId: true } } },
  });
  const done = await tx.lessonCompletion.count({ where: { userId, lessonPageId } });
  if (done >= page.totalLessons) return null;
  await tx.lessonCompletion.create({ data: { userId, lessonPageId, lessonNumber: done + 1 } });

  const progress = percentOf(done + 1, page.totalLessons);
  const completed = done + 1 >= page.totalLessons;
  await tx.moduleProgress.upsert({
    where: { userId_moduleId: { userId, moduleId: page.moduleId } },
    create: { userId, moduleId: page.moduleId, progress, completed },
    update: { progress, completed },
  });
  await recordLearningActivity(tx, userId, "LESSON_COMPLETED", lessonPageId);
  if (completed) {
    await recordLearningActivity(tx, userId, "MODULE_COMPLETED", page.moduleId);
    await issueCertificateIfEarned(tx, userId, page.module.trackId);
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
  return done + 1;
}
