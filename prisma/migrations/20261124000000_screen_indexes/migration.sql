-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateIndex
CREATE INDEX "User_firstName_trgm_idx" ON "User" USING GIN ("firstName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_trgm_idx" ON "User" USING GIN ("lastName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Discussion_categoryId_isPinned_createdAt_idx" ON "Discussion"("categoryId", "isPinned", "createdAt");

-- CreateIndex
CREATE INDEX "Discussion_categoryId_isPinned_likesCount_idx" ON "Discussion"("categoryId", "isPinned", "likesCount");

-- CreateIndex
CREATE INDEX "Discussion_title_trgm_idx" ON "Discussion" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Discussion_content_trgm_idx" ON "Discussion" USING GIN ("content" gin_trgm_ops);

