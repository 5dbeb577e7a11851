import { randomBytes } from "node:crypto";
import { type LearningTx, recordLearningActivity } from "./learningActivity.js";

/** A certificate's public code: 128 random bits, URL-safe (22 characters). */
export function newCertificateCode(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Whether the student completed every module of the track (all its lessons) and every lab of its
 * modules' pages. A module without a lesson page cannot be completed, so neither can its track.
 */
export async function trackCompleted(tx: LearningTx, userId: string, trackId: string): Promise<boolean> {
  const modules = await tx.trackModule.findMany({
    where: { trackId },
    select: {
      lessonPage: { select: { labs: { select: { id: true } } } },
      progress: { where: { userId }, select: { completed: true } },
    },
  });
  if (modules.length === 0) return false;
  if (!modules.every((m) => m.lessonPage && m.progress[0]?.completed)) return false;
  const labIds = modules.flatMap((m) => m.lessonPage?.labs.map((lab) => lab.id) ?? []);
  const labsDone = await tx.labAttempt.count({
    where: { userId, labId: { in: labIds }, completedAt: { not: null } },
  });
  return labsDone === labIds.length;
}

/**
 * Issues the track's certificate when the student just earned it: once per student and track (a
 * unique key; a second insert does nothing), with the track's completion and the certificate in
 * the activity log. Run it in the transaction of the completing write, after `lockLearner`.
 * Returns the new certificate's code, or null when none was issued now.
 */
export async function issueCertificateIfEarned(
  tx: LearningTx,
  userId: string,
  trackId: string,
): Promise<string | null> {
  if (!(await trackCompleted(tx, userId, trackId))) return null;
  const [user, track] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true } }),
    tx.track.findUniqueOrThrow({ where: { id: trackId }, select: { title: true } }),
  ]);
  const code = newCertificateCode();
  const { count } = await tx.certificate.createMany({
    data: [
      { code, userId, trackId, recipientName: `${user.firstName} ${user.lastName}`.trim(), trackTitle: track.title },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return null;
  await recordLearningActivity(tx, userId, "TRACK_COMPLETED", trackId);
  await recordLearningActivity(tx, userId, "CERTIFICATE_ISSUED", code);
  return code;
}
