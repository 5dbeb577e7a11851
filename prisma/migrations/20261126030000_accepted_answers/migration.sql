-- AlterTable
ALTER TABLE "Discussion" ADD COLUMN     "acceptedReplyId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Discussion_acceptedReplyId_key" ON "Discussion"("acceptedReplyId");

-- AddForeignKey
ALTER TABLE "Discussion" ADD CONSTRAINT "Discussion_acceptedReplyId_fkey" FOREIGN KEY ("acceptedReplyId") REFERENCES "Reply"("id") ON DELETE SET NULL ON UPDATE CASCADE;

