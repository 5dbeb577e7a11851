import type { Prisma } from "./generated/prisma/client.js";

// Time spent on lesson pages, from the heartbeats the page sends while it is visible. The server
// decides how much each beat is worth, so a client can never credit itself more than the time that
// really passed: one place for every cap.

export const STUDY_TIME = {
  /** How often the lesson page beats while visible (the client's interval). */
  beatSeconds: 30,
  /** The most one beat is ever worth. */
  maxCreditSeconds: 60,
  /** A longer silence means the page was away (hidden, closed): the next beat starts afresh, worth 0. */
  maxGapSeconds: 120,
  /** The most a student is credited per module per UTC day. */
  maxSecondsPerDay: 4 * 60 * 60,
} as const;

/**
 * What a beat at `now` is worth, given the student's previous counted beat on any module (two
 * tabs on two modules share one clock) and what this module already holds today.
 */
export function beatCredit(now: Date, previousBeatAt: Date | null, secondsToday: number): number {
  if (!previousBeatAt) return 0;
  const elapsed = Math.floor((now.getTime() - previousBeatAt.getTime()) / 1000);
  if (elapsed <= 0 || elapsed > STUDY_TIME.maxGapSeconds) return 0;
  const room = Math.max(0, STUDY_TIME.maxSecondsPerDay - secondsToday);
  return Math.min(elapsed, STUDY_TIME.maxCreditSeconds, room);
}

/** The UTC day of a moment, as the `@db.Date` column stores it. */
export function utcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Counts one heartbeat of a student on a module's lesson page, inside a transaction; returns the seconds credited. */
export async function recordBeat(
  tx: Prisma.TransactionClient,
  userId: string,
  moduleId: string,
  now: Date,
): Promise<number> {
  // Beats of one student wait for each other (the row lock), so parallel requests cannot each be
  // credited the same elapsed time.
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
  const day = utcDay(now);
  const previous = await tx.studyTime.findFirst({
    where: { userId },
    orderBy: { lastBeatAt: "desc" },
    select: { lastBeatAt: true },
  });
  const today = await tx.studyTime.findUnique({
    where: { userId_moduleId_day: { userId, moduleId, day } },
    select: { seconds: true },
  });
  const credit = beatCredit(now, previous?.lastBeatAt ?? null, today?.seconds ?? 0);
  await tx.studyTime.upsert({
    where: { userId_moduleId_day: { userId, moduleId, day } },
    create: { userId, moduleId, day, seconds: credit, lastBeatAt: now },
    update: { seconds: { increment: credit }, lastBeatAt: now },
  });
  return credit;
}

/** A module card's duration text ("2 hours", "3 h", "1h 30m") in minutes; null when it names none. */
export function durationMinutes(text: string): number | null {
  const hours = /(\d+(?:\.\d+)?)\s*h/i.exec(text);
  const minutes = /(\d+)\s*m(?!o)/i.exec(text.replace(/^.*?\d+(?:\.\d+)?\s*h\w*/i, ""));
  if (!hours && !minutes) return null;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/** Time spent as the sidebar words it, like the sample's "2.5 hours": "0 min", "45 min", "1 hour", "2.5 hours". */
export function formatTimeSpent(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** Time left as the sidebar words it, like the sample's "3h 45m": "2h", "45m", "0m". */
export function formatTimeLeft(minutes: number): string {
  const left = Math.max(0, Math.round(minutes));
  const h = Math.floor(left / 60);
  const m = left % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
