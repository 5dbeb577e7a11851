import { useState } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AuditLogPanelQuery } from "../../__generated__/AuditLogPanelQuery.graphql";
import { auditFilterFromParams, auditFilterVariables } from "./AuditLogFilters";
import { AuditLogList } from "./AuditLogList";

/**
 * Read when the tab opens, with the filters the URL names: what is in the store shows at once and
 * the server's newest entries (the actions just taken) replace it when they arrive.
 */
export function AuditLogPanel() {
  const [params] = useSearchParams();
  // The address as the tab opened; from then on the list refetches as the filters change.
  const [initial] = useState(() => auditFilterFromParams(params));
  const data = useLazyLoadQuery<AuditLogPanelQuery>(
    graphql`
      query AuditLogPanelQuery($actor: String, $action: AuditAction, $since: DateTime, $until: DateTime) {
        ...AuditLogList_query @arguments(actor: $actor, action: $action, since: $since, until: $until)
      }
    `,
    auditFilterVariables(initial) as AuditLogPanelQuery["variables"],
    { fetchPolicy: "store-and-network" },
  );
  return <AuditLogList query={data} initialFilter={initial} />;
}
