import { graphql, useFragment } from "react-relay";
import type { AuditEntryRow_entry$key } from "../../__generated__/AuditEntryRow_entry.graphql";
import { td } from "./adminTable.css";
import { auditActionLabel } from "./auditActionLabel";
import { formatDateTime } from "../../ui/format/dateTime";

interface AuditEntryRowProps {
  entry: AuditEntryRow_entry$key;
}

export function AuditEntryRow({ entry }: AuditEntryRowProps) {
  const data = useFragment(
    graphql`
      fragment AuditEntryRow_entry on AuditEntry {
        action
        detail
        createdAt
        actor {
          firstName
          lastName
          email
        }
        subject {
          firstName
          lastName
          email
        }
      }
    `,
    entry,
  );
  const { actor, subject } = data;

  return (
    <tr>
      <td className={td}>
        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
      </td>
      <td className={td}>
        {actor.firstName} {actor.lastName} ({actor.email})
      </td>
      <th className={td} scope="row">
        {auditActionLabel(data.action)}
      </th>
      <td className={td}>{subject ? `${subject.firstName} ${subject.lastName} (${subject.email})` : "—"}</td>
      <td className={td}>{data.detail || "—"}</td>
    </tr>
  );
}
