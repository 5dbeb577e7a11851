import { graphql, useLazyLoadQuery } from "react-relay";
import type { AuditLogPanelQuery } from "../../__generated__/AuditLogPanelQuery.graphql";
import { AuditLogList } from "./AuditLogList";

/**
 * Read when the tab opens: what is in the store shows at once and the server's newest entries
 * (the actions just taken) replace it when they arrive.
 */
export function AuditLogPanel() {
  const data = useLazyLoadQuery<AuditLogPanelQuery>(
    graphql`
      query AuditLogPanelQuery {
        ...AuditLogList_query
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  return <AuditLogList query={data} />;
}
