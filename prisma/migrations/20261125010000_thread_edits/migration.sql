-- AlterTable
ALTER TABLE "Discussion" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "editedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Reply" ADD COLUMN     "editedAt" TIMESTAMP(3);

