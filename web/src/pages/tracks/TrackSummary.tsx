import { graphql, useFragment } from "react-relay";
import type { TrackSummary_track$key } from "../../__generated__/TrackSummary_track.graphql";
import { card, muted, row } from "../../ui/card.css";
import { ProgressBar } from "../../ui/ProgressBar";
import { summaryTiles } from "./trackCards";
import { tiles, tileValue } from "./TrackPage.css";

interface TrackSummaryProps {
  track: TrackSummary_track$key;
}

/** Overall progress (share of completed modules) and the summary tiles. */
export function TrackSummary({ track }: TrackSummaryProps) {
  const data = useFragment(
    graphql`
      fragment TrackSummary_track on Track {
        totalHours
        totalLessons
        labExercises
        completedModules
        completionPercent
        modules {
          __typename
        }
      }
    `,
    track,
  );

  return (
    <>
      <section className={card} aria-label="Overall progress">
        <div className={row}>
          <span>Overall Progress</span>
          <strong>{data.completionPercent}%</strong>
        </div>
        <ProgressBar value={data.completionPercent} label="Overall progress" />
      </section>
      <dl className={tiles} aria-label="Track summary">
        {summaryTiles({
          moduleCount: data.modules.length,
          completedModules: data.completedModules,
          totalLessons: data.totalLessons,
          totalHours: data.totalHours,
          labExercises: data.labExercises,
        }).map((tile) => (
          <div key={tile.label} className={card}>
            <dt className={muted}>{tile.label}</dt>
            <dd className={tileValue}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
