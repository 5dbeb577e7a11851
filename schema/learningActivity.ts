import type { Prisma } from "./generated/prisma/client.js";
import type { LearningActivityKind } from "./generated/prisma/enums.js";

/** A transaction (or the client) that learning writes run in. */
export type LearningTx = Prisma.TransactionClient;

/**
 * Appends one entry to the student's learning activity. Call it inside the transaction of the
 * action itself, so the log never disagrees with what happened (streaks and badges derive from it:
 * schema/learningRules.ts). `subjectId` names what it is about: a lesson page, lab, module or
 * track id, or a certificate code.
 */
// WIRE(issue20): the study-time heartbeats (helper "studytime") record STUDIED here, in the heartbeat's own
// transaction, once per student and UTC day (e.g. when the day's first heartbeat is stored), with the lesson
// page as subject: a day of study then keeps the streak going like a completed lesson does.
export async function recordLearningActivity(
  tx: Pick<LearningTx, "learningActivity">,
  userId: string,
  kind: LearningActivityKind,
  subjectId: string,
  at?: Date,
): Promise<void> {
  await tx.learningActivity.create({ data: { userId, kind, subjectId, ...(at ? { createdAt: at } : {}) } });
}

/**
 * Takes the student's row lock for the rest of the transaction. Every write that can finish a track
 * (a lesson, a lab) takes it first, so two of them at once run one after the other: the second
 * sees the first's rows and the track's completion is never missed or counted twice.
 */
export async function lockLearner(tx: Pick<LearningTx, "$queryRaw">, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
}
