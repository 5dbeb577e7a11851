import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ModuleCard_module$key } from "../../__generated__/ModuleCard_module.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, dimmed, facts, muted, row } from "../../ui/card.css";
import { badge } from "../../ui/badge.css";
import { ProgressBar } from "../../ui/ProgressBar";
import { accentBar, moduleCard } from "./ModuleCard.css";
import { moduleCardState } from "./trackCards";

interface ModuleCardProps {
  module: ModuleCard_module$key;
}

/** A module card: badge, facts, progress and Start Module / Continue / Locked (spec 4). */
export function ModuleCard({ module }: ModuleCardProps) {
  const data = useFragment(
    graphql`
      fragment ModuleCard_module on TrackModule {
        number
        title
        description
        duration
        lessons
        color
        status
        path
        progress
        completed
      }
    `,
    module,
  );
  const state = moduleCardState(data.status, data.progress, data.completed);
  const titleId = `module-${data.number}-${data.title.replace(/\W+/g, "-")}`;

  return (
    <article className={`${card} ${moduleCard} ${state.locked ? dimmed : ""}`} aria-labelledby={titleId}>
      <span className={accentBar} style={{ backgroundColor: data.color }} aria-hidden="true" />
      <div className={row}>
        <span className={muted}>Module {data.number}</span>
        <span className={badge}>{state.badge}</span>
      </div>
      <h2 id={titleId}>{data.title}</h2>
      <p className={muted}>{data.description}</p>
      <ul className={facts} aria-label="Module facts">
        <li>{data.duration}</li>
        <li>{data.lessons} lessons</li>
      </ul>
      <ProgressBar value={data.progress} label={`${data.title} progress`} />
      {state.locked || !data.path ? (
        <button type="button" className={buttonRecipe({ variant: "outline", fullWidth: true })} disabled>
          {state.action}
        </button>
      ) : (
        <Link
          to={data.path}
          className={buttonRecipe({ fullWidth: true })}
          aria-label={`${state.action}: ${data.title}`}
        >
          {state.action}
        </Link>
      )}
    </article>
  );
}
