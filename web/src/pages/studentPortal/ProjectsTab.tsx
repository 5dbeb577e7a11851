import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ProjectsTab_dashboard$key } from "../../__generated__/ProjectsTab_dashboard.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, cardTitle, list, muted, row } from "../../ui/card.css";
import { badge, dangerBadge } from "../../ui/badge.css";
import { formatDate } from "../../ui/format/dateTime";
import { assignmentPath } from "../assignments/assignmentPath";
import { projectView } from "./portalContent";

interface ProjectsTabProps {
  dashboard: ProjectsTab_dashboard$key;
}

/** Projects: pending (destructive badge, Submit), submitted (View), upcoming (Preview); each opens its assignment. */
export function ProjectsTab({ dashboard }: ProjectsTabProps) {
  const data = useFragment(
    graphql`
      fragment ProjectsTab_dashboard on StudentDashboard {
        projects {
          slug
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
          <li key={project.slug}>
            <article className={card} aria-label={project.title}>
              <div className={row}>
                <h2 className={cardTitle}>{project.title}</h2>
                <span className={view.destructive ? dangerBadge : badge}>{view.badge}</span>
              </div>
              <p>{project.description}</p>
              <p className={muted}>
                {project.course} · Due {formatDate(project.dueAt)}
              </p>
              <Link
                to={assignmentPath(project.slug)}
                className={buttonRecipe({ variant: view.action === "Submit" ? "primary" : "outline" })}
                aria-label={`${view.action}: ${project.title}`}
              >
                {view.action}
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
