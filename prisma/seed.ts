import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { seedLessons } from "./seedLessons.js";
import { seedPortal } from "./seedPortal.js";
import { categories, communityMembers, courses, discussions, HOUR, trackModules, tracks } from "./seedData.js";

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
      create: { ...member, role: "COMMUNITY" },
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
  await seedLessons(prisma, now);
  await seedPortal(prisma, now);
}
