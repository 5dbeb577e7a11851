-- CreateEnum
CREATE TYPE "FlagReason" AS ENUM ('SPAM', 'ABUSE', 'OFF_TOPIC', 'OTHER');

-- CreateTable
CREATE TABLE "Flag" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "discussionId" TEXT,
    "replyId" TEXT,
    "reason" "FlagReason" NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),

    CONSTRAINT "Flag_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Flag_resolvedAt_createdAt_idx" ON "Flag"("resolvedAt", "createdAt");

-- CreateIndex
CREATE INDEX "Flag_discussionId_resolvedAt_idx" ON "Flag"("discussionId", "resolvedAt");

-- CreateIndex
CREATE INDEX "Flag_replyId_resolvedAt_idx" ON "Flag"("replyId", "resolvedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Flag_userId_discussionId_key" ON "Flag"("userId", "discussionId");

-- CreateIndex
CREATE UNIQUE INDEX "Flag_userId_replyId_key" ON "Flag"("userId", "replyId");

-- AddForeignKey
ALTER TABLE "Flag" ADD CONSTRAINT "Flag_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Flag" ADD CONSTRAINT "Flag_discussionId_fkey" FOREIGN KEY ("discussionId") REFERENCES "Discussion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Flag" ADD CONSTRAINT "Flag_replyId_fkey" FOREIGN KEY ("replyId") REFERENCES "Reply"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A flag is on a discussion or on a reply, never both or neither (Prisma cannot say this).
ALTER TABLE "Flag" ADD CONSTRAINT "Flag_one_post_check" CHECK (("discussionId" IS NULL) <> ("replyId" IS NULL));
