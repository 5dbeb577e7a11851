import { ConnectionHandler, ROOT_ID } from "relay-runtime";

/** The audit log's list in the store, where each admin action's payload prepends its new entry. */
export function auditLogConnections(): string[] {
  return [ConnectionHandler.getConnectionID(ROOT_ID, "AuditLogList_auditLog")];
}
