import { graphql, useLazyLoadQuery } from "react-relay";
import type { PortalScreenQuery } from "../../__generated__/PortalScreenQuery.graphql";
import { Tabs } from "../../ui/tabs/Tabs";
import { DashboardTab } from "./DashboardTab";
import { PortalHeader } from "./PortalHeader";
import { ProgramsTab } from "./ProgramsTab";
import { ProjectsTab } from "./ProjectsTab";
import { ProgressTab } from "./ProgressTab";
import { ProfileTab } from "./ProfileTab";

/** The signed-in student's portal; fetched fresh each visit, as progress may have moved. */
export function PortalScreen() {
  const data = useLazyLoadQuery<PortalScreenQuery>(
    graphql`
      query PortalScreenQuery {
        viewer {
          ...PortalHeader_viewer
        }
        currentStudent {
          ...PortalHeader_student
          ...ProfileTab_student
          ...DashboardTab_student
        }
        myEnrollments {
          ...DashboardTab_enrollments
          ...ProgramsTab_enrollments
          ...ProgressTab_enrollments
        }
        studentDashboard {
          ...DashboardTab_dashboard
          ...ProjectsTab_dashboard
        }
        progressCharts {
          ...ProgressTab_charts
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );

  return (
    <>
      {data.viewer ? <PortalHeader student={data.currentStudent} viewer={data.viewer} /> : null}
      <Tabs
        label="Student portal"
        tabs={[
          {
            id: "dashboard",
            label: "My Dashboard",
            content: (
              <DashboardTab
                student={data.currentStudent}
                enrollments={data.myEnrollments}
                dashboard={data.studentDashboard}
              />
            ),
          },
          { id: "programs", label: "My Enrolled Programs", content: <ProgramsTab enrollments={data.myEnrollments} /> },
          { id: "projects", label: "My Projects", content: <ProjectsTab dashboard={data.studentDashboard} /> },
          {
            id: "progress",
            label: "Progress",
            content: <ProgressTab enrollments={data.myEnrollments} charts={data.progressCharts} />,
          },
          { id: "profile", label: "Profile", content: <ProfileTab student={data.currentStudent} /> },
        ]}
      />
    </>
  );
}
