import { Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { AdminDashboardQuery } from "../../__generated__/AdminDashboardQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { buttonRecipe } from "../../ui/button.css";
import { AuditLogPanel } from "./AuditLogPanel";
import { CommunityPanel } from "./CommunityPanel";
import { CoursesPanel } from "./CoursesPanel";
import { Tabs } from "../../ui/tabs/Tabs";
import { header, headerTitle } from "./AdminDashboard.css";
import { AssignmentsPanel } from "./AssignmentsPanel";
import { MentorQuestionsPanel } from "./MentorQuestionsPanel";
import { PanelFallback } from "./PanelFallback";
import { StudentsPanel } from "./StudentsPanel";
import { useAdminLogoutMutation } from "./useAdminLogoutMutation";

// Reading the student list is also the session probe (spec 4); adminPortalLoader preloads it.
// Its variables are the student list's page as the URL holds it (studentListParams.ts).
export const adminDashboardQuery = graphql`
  query AdminDashboardQuery(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $search: String
    $status: StudentStatus
    $courseId: ID
    $sort: StudentSort
  ) {
    ...StudentsPanel_query
      @arguments(
        first: $first
        after: $after
        last: $last
        before: $before
        search: $search
        status: $status
        courseId: $courseId
        sort: $sort
      )
    ...StudentsPanel_options
    ...CoursesPanel_query
  }
`;

const ADMIN_TABS = ["students", "courses", "community", "mentor", "assignments", "audit"] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

interface AdminDashboardProps {
  queryRef: PreloadedQuery<AdminDashboardQuery>;
}

export function AdminDashboard({ queryRef }: AdminDashboardProps) {
  useRefetchOnReconnect(adminDashboardQuery, queryRef);
  const data = usePreloadedQuery<AdminDashboardQuery>(adminDashboardQuery, queryRef);
  const [logout, isLoggingOut] = useAdminLogoutMutation();
  // The open tab lives in the URL (?tab=courses) with the student list's state, so reload and Back keep both.
  const [params, setParams] = useSearchParams();
  const tab = ADMIN_TABS.find((id) => id === params.get("tab")) ?? "students";
  const setTab = (next: AdminTab) =>
    setParams((now) => {
      const kept = new URLSearchParams(now);
      if (next === "students") kept.delete("tab");
      else kept.set("tab", next);
      return kept;
    });

  return (
    <>
      <div className={header}>
        <h2 className={headerTitle}>Admin Dashboard</h2>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={logout} disabled={isLoggingOut}>
          Logout
        </button>
      </div>
      <Tabs<AdminTab>
        label="Admin sections"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { id: "students", label: "Students", content: <StudentsPanel query={data} options={data} /> },
          { id: "courses", label: "Courses", content: <CoursesPanel query={data} /> },
          {
            id: "community",
            label: "Community",
            content: (
              <Suspense fallback={<PanelFallback label="Loading the community…" />}>
                <CommunityPanel />
              </Suspense>
            ),
          },
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
            id: "assignments",
            label: "Assignments",
            content: (
              <Suspense fallback={<PanelFallback label="Loading submissions…" />}>
                <AssignmentsPanel />
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
