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
  for (const category of categories) {
    await prisma.category.upsert({ where: { id: category.id }, create: category, update: {} });
  }
  for (const { learningPath, ...track } of tracks) {
    await prisma.track.upsert({
      where: { id: track.id },
      create: { ...track, learningPath: [...learningPath] },
      update: {},
    });
    for (const module of trackModules[track.id]) {
      await prisma.trackModule.upsert({
        where: { trackId_number: { trackId: track.id, number: module.number } },
        create: { ...module, trackId: track.id },
        update: {},
      });
    }
  }
  for (const { modules, skills, ...course } of courses) {
    await prisma.course.upsert({
      where: { id: course.id },
      create: { ...course, modules: [...modules], skills: [...skills] },
      update: {},
    });
  }
  for (const member of communityMembers) {
    await prisma.user.upsert({
      where: { id: member.id },
      create: { ...member, skills: [...member.skills], role: "COMMUNITY" },
      update: {},
    });
  }
  for (const { ageHours, lastActivityHours, ...discussion } of discussions) {
    const createdAt = new Date(now.getTime() - ageHours * HOUR);
    const lastActivityAt = lastActivityHours === null ? null : new Date(now.getTime() - lastActivityHours * HOUR);
    await prisma.discussion.upsert({
      where: { id: discussion.id },
      create: { ...discussion, createdAt, lastActivityAt, activityAt: lastActivityAt ?? createdAt },
      update: {},
    });
  }
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
  let next = 0;
  for (const discussion of discussions) {
    if ((await prisma.reply.count({ where: { discussionId: discussion.id } })) > 0) continue;
    const others = communityMembers.filter((member) => member.id !== discussion.authorId);
    const from = now.getTime() - discussion.ageHours * HOUR;
    const to = now.getTime() - (discussion.lastActivityHours ?? discussion.ageHours / 2) * HOUR;
    await prisma.reply.createMany({
      data: Array.from({ length: discussion.commentsCount }, (_, i) => ({
        id: `${discussion.id}-reply-${String(i + 1).padStart(2, "0")}`,
        discussionId: discussion.id,
        authorId: others[i % others.length]!.id,
        content: sampleReplies[next++ % sampleReplies.length]!,
        createdAt: new Date(from + ((to - from) * (i + 1)) / discussion.commentsCount),
      })),
      skipDuplicates: true,
    });
  }
}
