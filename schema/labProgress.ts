import type { Context } from "./context.js";
import { issueCertificateIfEarned } from "./certificates.js";
import { failure, notFound } from "./errors.js";
import { labStatusFor } from "./labRules.js";
import { type LearningTx, lockLearner, recordLearningActivity } from "./learningActivity.js";
import { assertModuleOpen } from "./moduleUnlock.js";

/** The lab's status for this student: the third opens once the two before it are completed. */
export async function labStatusForStudent(tx: LearningTx, userId: string, labId: string) {
  const lab = await tx.lessonLab.findUnique({
    where: { id: labId },
    select: {
      position: true,
      status: true,
      lessonPage: {
        select: {
          labs: {
            select: {
              position: true,
              attempts: { where: { userId, completedAt: { not: null } }, select: { labId: true } },
            },
          },
        },
      },
    },
  });
  if (!lab) throw notFound("Lab");
  const labs = lab.lessonPage.labs;
  const completed = new Set(labs.filter((l) => l.attempts.length > 0).map((l) => l.position));
  return labStatusFor(
    lab,
    completed,
    labs.map((l) => l.position),
  );
}

/** Starts the student's attempt at a lab (once; starting again keeps the first start). */
export async function startLabAttempt(tx: LearningTx, userId: string, labId: string): Promise<void> {
  // A lab of a module still locked for the student is refused like its lessons, naming what to finish first.
  const lab = await tx.lessonLab.findUnique({
    where: { id: labId },
    select: { lessonPage: { select: { module: { select: { id: true, trackId: true } } } } },
  });
  if (lab) await assertModuleOpen(tx, userId, lab.lessonPage.module);
  if ((await labStatusForStudent(tx, userId, labId)) === "LOCKED")
    throw failure("CONFLICT", "This lab is locked: complete the labs before it first");
  await tx.labAttempt.createMany({ data: [{ userId, labId }], skipDuplicates: true });
}

/**
 * Completes the student's started attempt (the answer already checked), logs it, and issues the
 * track's certificate if this was the last thing left. Returns the new certificate's code, if any.
 * Completing a completed lab changes nothing.
 */
export async function completeLabAttempt(tx: LearningTx, userId: string, labId: string): Promise<string | null> {
  await lockLearner(tx, userId);
  const { count } = await tx.labAttempt.updateMany({
    where: { userId, labId, completedAt: null },
    data: { completedAt: new Date() },
  });
  if (count === 0) return null;
  await recordLearningActivity(tx, userId, "LAB_COMPLETED", labId);
  const { lessonPage } = await tx.lessonLab.findUniqueOrThrow({
    where: { id: labId },
    select: { lessonPage: { select: { module: { select: { trackId: true } } } } },
  });
  return issueCertificateIfEarned(tx, userId, lessonPage.module.trackId);
}

/** A lab's attempts as a query selects them: the signed-in student's completed one; none for anyone else. */
export const completedAttemptsOf = (ctx: Context) => ({
  where: { userId: ctx.viewer?.role === "STUDENT" ? ctx.viewer.id : "", completedAt: { not: null } },
  select: { labId: true },
});
