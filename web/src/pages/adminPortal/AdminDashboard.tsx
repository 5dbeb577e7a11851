import { Suspense } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { buttonRecipe } from "../../ui/button.css";
import { AuditLogPanel } from "./AuditLogPanel";
import { CoursesPanel } from "./CoursesPanel";
import { Tabs } from "../../ui/tabs/Tabs";
import { header, headerTitle } from "./AdminDashboard.css";
import { MentorQuestionsPanel } from "./MentorQuestionsPanel";
import { PanelFallback } from "./PanelFallback";
import { StudentsPanel } from "./StudentsPanel";
import { useAdminLogoutMutation } from "./useAdminLogoutMutation";

// Reading the student list is also the session probe (spec 4); adminPortalLoader preloads it.
export const adminDashboardQuery = graphql`
  query AdminDashboardQuery {
    ...StudentsPanel_query
    ...CoursesPanel_query
  }
`;

interface AdminDashboardProps {
  queryRef: PreloadedQuery<AdminDashboardQuery>;
}

export function AdminDashboard({ queryRef }: AdminDashboardProps) {
  useRefetchOnReconnect(adminDashboardQuery, queryRef);
  const data = usePreloadedQuery<AdminDashboardQuery>(adminDashboardQuery, queryRef);
  const [logout, isLoggingOut] = useAdminLogoutMutation();

  return (
    <>
      <div className={header}>
        <h2 className={headerTitle}>Admin Dashboard</h2>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={logout} disabled={isLoggingOut}>
          Logout
        </button>
      </div>
      <Tabs
        label="Admin sections"
        tabs={[
          { id: "students", label: "Students", content: <StudentsPanel query={data} /> },
          { id: "courses", label: "Courses", content: <CoursesPanel query={data} /> },
          {
            id: "mentor",
            label: "Mentor questions",
            content: (
              <Suspense fallback={<PanelFallback label="Loading mentor questions…" />}>
                <MentorQuestionsPanel />
              </Suspense>
            ),
          },
          {
            id: "audit",
            label: "Audit Log",
            // The log is read when its tab opens, so it includes the actions just taken.
            content: (
              <Suspense fallback={<PanelFallback label="Loading the audit log…" />}>
                <AuditLogPanel />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
