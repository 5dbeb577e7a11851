-- AlterEnum
ALTER TYPE "NotificationKind" ADD VALUE 'MENTOR_ANSWER';

-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "mentorQuestionId" TEXT;

-- AlterTable
ALTER TABLE "MentorQuestion" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answeredAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "StudyTime" (
    "userId" TEXT NOT NULL,
    "moduleId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "seconds" INTEGER NOT NULL DEFAULT 0,
    "lastBeatAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudyTime_pkey" PRIMARY KEY ("userId","moduleId","day")
);

-- CreateTable
CREATE TABLE "LessonNote" (
    "userId" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LessonNote_pkey" PRIMARY KEY ("userId","lessonPageId")
);

-- CreateIndex
CREATE INDEX "StudyTime_userId_lastBeatAt_idx" ON "StudyTime"("userId", "lastBeatAt");

-- CreateIndex
CREATE INDEX "Notification_mentorQuestionId_idx" ON "Notification"("mentorQuestionId");

-- CreateIndex
CREATE INDEX "MentorQuestion_status_createdAt_idx" ON "MentorQuestion"("status", "createdAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_mentorQuestionId_fkey" FOREIGN KEY ("mentorQuestionId") REFERENCES "MentorQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyTime" ADD CONSTRAINT "StudyTime_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudyTime" ADD CONSTRAINT "StudyTime_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "TrackModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonNote" ADD CONSTRAINT "LessonNote_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonNote" ADD CONSTRAINT "LessonNote_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

