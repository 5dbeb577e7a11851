-- CreateEnum
CREATE TYPE "LabDifficulty" AS ENUM ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT');

-- CreateEnum
CREATE TYPE "MentorQuestionStatus" AS ENUM ('ANSWERED', 'PENDING');

-- CreateEnum
CREATE TYPE "UpNextState" AS ENUM ('CONTINUE', 'BLOCKED', 'UNLOCK_NOTE', 'PLAIN');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('PENDING', 'SUBMITTED', 'UPCOMING');

-- CreateTable
CREATE TABLE "LessonPage" (
    "id" TEXT NOT NULL,
    "moduleId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "backPath" TEXT NOT NULL,
    "communityPath" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "totalLessons" INTEGER NOT NULL,
    "sampleProgress" INTEGER NOT NULL,
    "sampleCompletedLessons" INTEGER NOT NULL,
    "sampleCompletedLabs" INTEGER NOT NULL,
    "lessonsLabel" TEXT NOT NULL,
    "timeLabel" TEXT,
    "timeText" TEXT,
    "quickActions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "upNextTitle" TEXT,
    "upNextState" "UpNextState",
    "upNextAction" TEXT,
    "simulatorUrl" TEXT,
    "notes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "aboutFacts" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "aboutObjectives" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "blocksBlankSubmit" BOOLEAN NOT NULL,
    "mentorName" TEXT NOT NULL,
    "mentorRole" TEXT NOT NULL,
    "mentorAvailability" TEXT NOT NULL,

    CONSTRAINT "LessonPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LessonVideo" (
    "id" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "instructor" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "embedUrl" TEXT NOT NULL,

    CONSTRAINT "LessonVideo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LessonLab" (
    "id" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "difficulty" "LabDifficulty" NOT NULL,
    "status" "ModuleStatus" NOT NULL DEFAULT 'AVAILABLE',

    CONSTRAINT "LessonLab_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LessonReading" (
    "id" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "isbn" TEXT NOT NULL,
    "chapters" TEXT NOT NULL,

    CONSTRAINT "LessonReading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LessonComment" (
    "id" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "likes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LessonComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MentorQuestion" (
    "id" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "authorId" TEXT,
    "text" TEXT NOT NULL,
    "status" "MentorQuestionStatus" NOT NULL DEFAULT 'PENDING',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MentorQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LessonCompletion" (
    "userId" TEXT NOT NULL,
    "lessonPageId" TEXT NOT NULL,
    "lessonNumber" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LessonCompletion_pkey" PRIMARY KEY ("userId","lessonPageId","lessonNumber")
);

-- CreateTable
CREATE TABLE "PortalEvent" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PortalEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PortalProject" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "course" TEXT NOT NULL,
    "status" "ProjectStatus" NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PortalProject_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LessonPage_moduleId_key" ON "LessonPage"("moduleId");

-- CreateIndex
CREATE UNIQUE INDEX "LessonVideo_lessonPageId_position_key" ON "LessonVideo"("lessonPageId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "LessonLab_lessonPageId_position_key" ON "LessonLab"("lessonPageId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "LessonReading_lessonPageId_position_key" ON "LessonReading"("lessonPageId", "position");

-- CreateIndex
CREATE INDEX "LessonComment_lessonPageId_createdAt_idx" ON "LessonComment"("lessonPageId", "createdAt");

-- CreateIndex
CREATE INDEX "MentorQuestion_lessonPageId_createdAt_idx" ON "MentorQuestion"("lessonPageId", "createdAt");

-- AddForeignKey
ALTER TABLE "LessonPage" ADD CONSTRAINT "LessonPage_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "TrackModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonVideo" ADD CONSTRAINT "LessonVideo_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonLab" ADD CONSTRAINT "LessonLab_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonReading" ADD CONSTRAINT "LessonReading_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonComment" ADD CONSTRAINT "LessonComment_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonComment" ADD CONSTRAINT "LessonComment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MentorQuestion" ADD CONSTRAINT "MentorQuestion_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MentorQuestion" ADD CONSTRAINT "MentorQuestion_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonCompletion" ADD CONSTRAINT "LessonCompletion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonCompletion" ADD CONSTRAINT "LessonCompletion_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

