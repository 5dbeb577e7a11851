-- Issue 20 (modules): admins' per-student module unlocks and every lesson page's outline.

-- CreateTable
CREATE TABLE "ModuleUnlock" (
    "userId" TEXT NOT NULL,
    "moduleId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModuleUnlock_pkey" PRIMARY KEY ("userId","moduleId")
);

-- CreateTable
CREATE TABLE "LessonOutline" (
    "lessonPageId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "title" TEXT NOT NULL,

    CONSTRAINT "LessonOutline_pkey" PRIMARY KEY ("lessonPageId","number")
);

-- CreateIndex
CREATE INDEX "ModuleUnlock_moduleId_idx" ON "ModuleUnlock"("moduleId");

-- AddForeignKey
ALTER TABLE "ModuleUnlock" ADD CONSTRAINT "ModuleUnlock_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModuleUnlock" ADD CONSTRAINT "ModuleUnlock_moduleId_fkey" FOREIGN KEY ("moduleId") REFERENCES "TrackModule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LessonOutline" ADD CONSTRAINT "LessonOutline_lessonPageId_fkey" FOREIGN KEY ("lessonPageId") REFERENCES "LessonPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Cryptography gets its page: the route is kept and shown only to a student for whom it is open.
UPDATE "TrackModule" SET "path" = '/cryptography' WHERE "trackId" = 'security' AND "number" = 9 AND "path" IS NULL;
