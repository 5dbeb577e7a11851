import { useEffect, useId, useRef, useState, useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AuditLogListPaginationQuery } from "../../__generated__/AuditLogListPaginationQuery.graphql";
import type { AuditLogList_query$key } from "../../__generated__/AuditLogList_query.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import { caption, scroller, table, th } from "./adminTable.css";
import { AuditEntryRow } from "./AuditEntryRow";
import {
  AuditLogFilters,
  auditFilterVariables,
  NO_AUDIT_FILTER,
  withAuditFilter,
  type AuditFilterDraft,
} from "./AuditLogFilters";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

const PAGE_SIZE = 20;

interface AuditLogListProps {
  query: AuditLogList_query$key;
  /** The filters the query was read with (the URL's when the tab opened). */
  initialFilter: AuditFilterDraft;
}

/** Who did what, to whom and when: newest first, a page at a time, narrowed by actor, action and dates. */
export function AuditLogList({ query, initialFilter }: AuditLogListProps) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    AuditLogListPaginationQuery,
    AuditLogList_query$key
  >(
    graphql`
      fragment AuditLogList_query on Query
      @refetchable(queryName: "AuditLogListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        actor: { type: "String" }
        action: { type: "AuditAction" }
        since: { type: "DateTime" }
        until: { type: "DateTime" }
      ) {
        auditLog(first: $count, after: $cursor, actor: $actor, action: $action, since: $since, until: $until)
          @connection(key: "AuditLogList_auditLog", filters: ["actor", "action", "since", "until"]) {
          totalCount
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
  const [isPending, startTransition] = useTransition();
  const captionId = useId();
  const entries = data.auditLog.edges.map((edge) => edge.node);
  const [draft, setDraft] = useState<AuditFilterDraft>(initialFilter);
  const [, setParams] = useSearchParams();
  const wanted = JSON.stringify(auditFilterVariables(draft));
  const shown = useRef(wanted);
  useEffect(() => {
    if (wanted === shown.current) return;
    // Typing an actor's name waits for a pause; the list on screen stays until the new one arrives.
    const timer = setTimeout(() => {
      shown.current = wanted;
      setParams((now) => withAuditFilter(now, draft), { replace: true });
      startTransition(() => {
        refetch({ ...(JSON.parse(wanted) as object), count: PAGE_SIZE, cursor: null }, { fetchPolicy: "network-only" });
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [wanted, refetch, draft, setParams]);
  const filtered = wanted !== JSON.stringify(auditFilterVariables(NO_AUDIT_FILTER));

  return (
    <>
      <AuditLogFilters draft={draft} onChange={setDraft} />
      <p className={muted} role="status" aria-live="polite">
        {isPending
          ? "Updating the log…"
          : `${data.auditLog.totalCount} ${data.auditLog.totalCount === 1 ? "entry" : "entries"}`}
      </p>
      {entries.length === 0 ? (
        <p className={muted}>{filtered ? "No entries match." : "No admin actions recorded yet."}</p>
      ) : (
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
      )}
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE_SIZE} />
    </>
  );
}
