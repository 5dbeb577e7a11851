import { useId, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { AuditLogListPaginationQuery } from "../../__generated__/AuditLogListPaginationQuery.graphql";
import type { AuditLogList_query$key } from "../../__generated__/AuditLogList_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { caption, scroller, table, th } from "./adminTable.css";
import { AuditEntryRow } from "./AuditEntryRow";

const PAGE_SIZE = 20;

interface AuditLogListProps {
  query: AuditLogList_query$key;
}

/** Who did what, to whom and when: newest first, a page at a time. */
export function AuditLogList({ query }: AuditLogListProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AuditLogListPaginationQuery,
    AuditLogList_query$key
  >(
    graphql`
      fragment AuditLogList_query on Query
      @refetchable(queryName: "AuditLogListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        auditLog(first: $count, after: $cursor) @connection(key: "AuditLogList_auditLog") {
          edges {
            node {
              id
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const captionId = useId();
  const entries = data.auditLog.edges.map((edge) => edge.node);

  if (entries.length === 0) return <p className={muted}>No admin actions recorded yet.</p>;
  return (
    <>
      <div className={scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
        <table className={table}>
          <caption id={captionId} className={caption}>
            Audit Log
          </caption>
          <thead>
            <tr>
              {["When", "Admin", "Action", "Student", "Detail"].map((heading) => (
                <th key={heading} className={th} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <AuditEntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      {hasNext ? (
        <button
          type="button"
          className={buttonRecipe({ variant: "outline" })}
          disabled={isLoadingNext}
          onClick={() =>
            startTransition(() => {
              loadNext(PAGE_SIZE);
            })
          }
        >
          {isLoadingNext ? "Loading…" : "Load more"}
        </button>
      ) : null}
    </>
  );
}
