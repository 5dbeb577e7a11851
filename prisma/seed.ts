import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { seedLabAnswers } from "./seedLabAnswers.js";
import { seedLessons } from "./seedLessons.js";
import { seedPortal } from "./seedPortal.js";
import {
  categories,
  communityMembers,
  courses,
  discussions,
  HOUR,
  sampleReplies,
  trackModules,
  tracks,
} from "./seedData.js";

/**
 * Creates the sample content that is missing and leaves existing rows alone, so running it
 * twice changes nothing and never overwrites what admins or users changed.
 */
export async function seed(prisma: PrismaClient, now = new Date()): Promise<void> {
  // Each table in one statement that inserts only the rows that are missing (ON CONFLICT DO NOTHING):
  // existing rows are left alone, and a restart on a seeded database sends a handful of statements.
  await prisma.category.createMany({ data: [...categories], skipDuplicates: true });
  await prisma.track.createMany({
    data: tracks.map(({ learningPath, ...track }) => ({ ...track, learningPath: [...learningPath] })),
    skipDuplicates: true,
  });
  await prisma.trackModule.createMany({
    data: tracks.flatMap((track) => trackModules[track.id].map((module) => ({ ...module, trackId: track.id }))),
    skipDuplicates: true,
  });
  await prisma.course.createMany({
    data: courses.map(({ modules, skills, ...course }) => ({ ...course, modules: [...modules], skills: [...skills] })),
    skipDuplicates: true,
  });
  await prisma.user.createMany({
    data: communityMembers.map((member) => ({ ...member, skills: [...member.skills], role: "COMMUNITY" as const })),
    skipDuplicates: true,
  });
  await prisma.discussion.createMany({
    data: discussions.map(({ ageHours, lastActivityHours, ...discussion }) => {
      const createdAt = new Date(now.getTime() - ageHours * HOUR);
      const lastActivityAt = lastActivityHours === null ? null : new Date(now.getTime() - lastActivityHours * HOUR);
      return { ...discussion, createdAt, lastActivityAt, activityAt: lastActivityAt ?? createdAt };
    }),
    skipDuplicates: true,
  });
  await seedReplies(prisma, now);
  await seedLessons(prisma, now);
  await seedLabAnswers(prisma);
  await seedPortal(prisma, now);
}

/**
 * Each seeded discussion's thread: as many replies as its card counts, by the other members, spread
 * between its posting and its last activity. A thread that already has replies is left alone.
 */
async function seedReplies(prisma: PrismaClient, now: Date): Promise<void> {
  const answered = await prisma.reply.findMany({
    where: { discussionId: { in: discussions.map((d) => d.id) } },
    distinct: ["discussionId"],
    select: { discussionId: true },
  });
  const hasReplies = new Set(answered.map((reply) => reply.discussionId));
  let next = 0;
  const data = discussions.flatMap((discussion) => {
    // Counted for every thread, so each one's texts stay the same whichever threads are seeded.
    const first = next;
    next += discussion.commentsCount;
    if (hasReplies.has(discussion.id)) return [];
    const others = communityMembers.filter((member) => member.id !== discussion.authorId);
    const from = now.getTime() - discussion.ageHours * HOUR;
    const to = now.getTime() - (discussion.lastActivityHours ?? discussion.ageHours / 2) * HOUR;
    return Array.from({ length: discussion.commentsCount }, (_, i) => ({
      id: `${discussion.id}-reply-${String(i + 1).padStart(2, "0")}`,
      discussionId: discussion.id,
      authorId: others[i % others.length]!.id,
      content: sampleReplies[(first + i) % sampleReplies.length]!,
      createdAt: new Date(from + ((to - from) * (i + 1)) / discussion.commentsCount),
    }));
  });
  if (data.length > 0) await prisma.reply.createMany({ data, skipDuplicates: true });
}
