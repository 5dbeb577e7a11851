-- Notes are kept per lesson of a page (issue 20: "per-lesson private notes"). Notes written before
-- this were on the page as a whole: they become the notes of its first lesson, nothing is lost.
ALTER TABLE "LessonNote" ADD COLUMN "lessonNumber" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "LessonNote" ALTER COLUMN "lessonNumber" DROP DEFAULT;
ALTER TABLE "LessonNote" DROP CONSTRAINT "LessonNote_pkey";
ALTER TABLE "LessonNote" ADD CONSTRAINT "LessonNote_pkey" PRIMARY KEY ("userId", "lessonPageId", "lessonNumber");
