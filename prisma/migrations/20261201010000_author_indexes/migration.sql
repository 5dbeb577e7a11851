-- A member's discussions and replies by author: the members directory counts them for each member
-- on its page (and orders every member by them for "Most active"), a profile lists them newest
-- first. Without these each count read every post (issue 22: "Most active" took about 0.9 s on the
-- load data, 30 ms with them).
-- CreateIndex
CREATE INDEX "Discussion_authorId_createdAt_idx" ON "Discussion"("authorId", "createdAt");

-- CreateIndex
CREATE INDEX "Reply_authorId_createdAt_idx" ON "Reply"("authorId", "createdAt");
