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
  const pages = [...lessonPages, ...securityLessonPages];
  // Every table in one statement inserting only the rows that are missing (ON CONFLICT DO NOTHING): a
  // restart on a seeded database sends eight statements here, whatever the number of pages.
  const modules = await prisma.trackModule.findMany({ select: { id: true, trackId: true, number: true } });
  const moduleId = (page: LessonPageSeed) => {
    const { trackId = "infrastructure", moduleNumber } = page;
    const found = modules.find((m) => m.trackId === trackId && m.number === moduleNumber);
    if (!found) throw new Error(`Lesson page ${page.id}: no module ${moduleNumber} in track ${trackId}`);
    return found.id;
  };
  const rows = <T, R>(pick: (page: LessonPageSeed) => readonly T[], kind: string, make: (item: T, row: Row) => R) =>
    pages.flatMap((page) =>
      pick(page).map((item, i) =>
        make(item, { id: `${page.id}-${kind}-${i + 1}`, lessonPageId: page.id, position: i + 1 }),
      ),
    );
  const at = (ageHours: number) => new Date(now.getTime() - ageHours * HOUR);
  await prisma.lessonPage.createMany({
    data: pages.map((page) => {
      const {
        trackId: _track,
        moduleNumber: _module,
        videos: _v,
        labs: _l,
        readings: _r,
        comments: _c,
        questions: _q,
        ...fields
      } = page;
      return { ...fields, moduleId: moduleId(page) };
    }),
    skipDuplicates: true,
  });
  await prisma.lessonOutline.createMany({
    data: pages.flatMap((page) =>
      (lessonOutlines[page.id] ?? []).map((title, i) => ({ lessonPageId: page.id, number: i + 1, title })),
    ),
    skipDuplicates: true,
  });
  await prisma.lessonVideo.createMany({
    data: rows(
      (p) => p.videos,
      "video",
      (video, row) => ({ ...row, ...video }),
    ),
    skipDuplicates: true,
  });
  await prisma.lessonLab.createMany({
    data: rows(
      (p) => p.labs,
      "lab",
      (lab, row) => ({ ...row, ...lab }),
    ),
    skipDuplicates: true,
  });
  await prisma.lessonReading.createMany({
    data: rows(
      (p) => p.readings,
      "reading",
      (reading, row) => ({ ...row, ...reading }),
    ),
    skipDuplicates: true,
  });
  await prisma.lessonComment.createMany({
    data: rows(
      (p) => p.comments,
      "comment",
      ({ ageHours, ...comment }, { id, lessonPageId }) => ({
        id,
        lessonPageId,
        ...comment,
        createdAt: at(ageHours),
      }),
    ),
    skipDuplicates: true,
  });
  await prisma.mentorQuestion.createMany({
    data: rows(
      (p) => p.questions,
      "question",
      ({ ageHours, ...question }, { id, lessonPageId }) => ({
        id,
        lessonPageId,
        ...question,
        createdAt: at(ageHours),
      }),
    ),
    skipDuplicates: true,
  });
}

/** The id, page and position every lesson item gets from its page and its place in the page's list. */
type Row = { id: string; lessonPageId: string; position: number };
