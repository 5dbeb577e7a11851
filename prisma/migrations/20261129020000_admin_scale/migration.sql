-- Issue 21 (admin portal at scale): the student list sorted by name, the audit log filtered by action or actor.

-- CreateIndex
CREATE INDEX "User_role_lastName_firstName_id_idx" ON "User"("role", "lastName", "firstName", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_action_createdAt_idx" ON "AuditEntry"("action", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_createdAt_idx" ON "AuditEntry"("actorId", "createdAt");

