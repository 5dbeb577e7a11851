import type { PrismaClient } from "../schema/generated/prisma/client.js";
import { lessonOutlines } from "./seedLessonOutlines.js";
import { lessonPages, type LessonPageSeed } from "./seedLessonsData.js";
import { securityLessonPages } from "./seedSecurityLessonsData.js";

const HOUR = 3_600_000;

/**
 * Creates the lesson pages (seven infrastructure, nine security) and their content and lesson
 * outlines where missing (spec 2, lesson table; spec 3; issue 20).
 * Existing rows are left alone, so a second run changes nothing and users' comments, questions
 * and completions stay.
 */
export async function seedLessons(prisma: PrismaClient, now = new Date()): Promise<void> {
  for (const page of [...lessonPages, ...securityLessonPages]) await seedPage(prisma, page, now);
}

async function seedPage(prisma: PrismaClient, page: LessonPageSeed, now: Date) {
  const { trackId = "infrastructure", moduleNumber, videos, labs, readings, comments, questions, ...fields } = page;
  const module = await prisma.trackModule.findUniqueOrThrow({
    where: { trackId_number: { trackId, number: moduleNumber } },
    select: { id: true },
  });
  await prisma.lessonPage.upsert({ where: { id: page.id }, create: { ...fields, moduleId: module.id }, update: {} });
  await prisma.lessonOutline.createMany({
    data: (lessonOutlines[page.id] ?? []).map((title, i) => ({ lessonPageId: page.id, number: i + 1, title })),
    skipDuplicates: true,
  });
  const row = (kind: string, index: number) => ({
    id: `${page.id}-${kind}-${index + 1}`,
    lessonPageId: page.id,
    position: index + 1,
  });
  for (const [i, video] of videos.entries()) {
    await prisma.lessonVideo.upsert({
      where: { id: row("video", i).id },
      create: { ...row("video", i), ...video },
      update: {},
    });
  }
  for (const [i, lab] of labs.entries()) {
    await prisma.lessonLab.upsert({
      where: { id: row("lab", i).id },
      create: { ...row("lab", i), ...lab },
      update: {},
    });
  }
  for (const [i, reading] of readings.entries()) {
    await prisma.lessonReading.upsert({
      where: { id: row("reading", i).id },
      create: { ...row("reading", i), ...reading },
      update: {},
    });
  }
  for (const [i, { ageHours, ...comment }] of comments.entries()) {
    const { id, lessonPageId } = row("comment", i);
    const createdAt = new Date(now.getTime() - ageHours * HOUR);
    await prisma.lessonComment.upsert({
      where: { id },
      create: { id, lessonPageId, ...comment, createdAt },
      update: {},
    });
  }
  for (const [i, { ageHours, ...question }] of questions.entries()) {
    const { id, lessonPageId } = row("question", i);
    const createdAt = new Date(now.getTime() - ageHours * HOUR);
    await prisma.mentorQuestion.upsert({
      where: { id },
      create: { id, lessonPageId, ...question, createdAt },
      update: {},
    });
  }
}
