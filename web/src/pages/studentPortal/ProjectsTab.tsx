import { graphql, useFragment } from "react-relay";
import type { ProjectsTab_dashboard$key } from "../../__generated__/ProjectsTab_dashboard.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, list, muted, row } from "../../ui/card.css";
import { badge, dangerBadge } from "../../ui/badge.css";
import { formatDate } from "../../ui/format/dateTime";
import { projectView } from "./portalContent";

interface ProjectsTabProps {
  dashboard: ProjectsTab_dashboard$key;
}

/** Projects: pending (destructive badge, Submit), submitted (View), upcoming (Preview). */
export function ProjectsTab({ dashboard }: ProjectsTabProps) {
  const data = useFragment(
    graphql`
      fragment ProjectsTab_dashboard on StudentDashboard {
        projects {
          projectId
          title
          description
          course
          status
          dueAt
        }
      }
    `,
    dashboard,
  );

  return (
    <ul className={list} aria-label="Projects">
      {data.projects.map((project) => {
        const view = projectView(project.status);
        return (
          <li key={project.projectId}>
            <article className={card} aria-label={project.title}>
              <div className={row}>
                <h2 className={cardTitle}>{project.title}</h2>
                <span className={view.destructive ? dangerBadge : badge}>{view.badge}</span>
              </div>
              <p>{project.description}</p>
              <p className={muted}>
                {project.course} · Due {formatDate(project.dueAt)}
              </p>
              <button
                type="button"
                className={buttonRecipe({ variant: view.action === "Submit" ? "primary" : "outline" })}
                aria-label={`${view.action}: ${project.title}`}
              >
                {view.action}
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
