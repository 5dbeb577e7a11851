import { ArrowLeft } from "lucide-react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { TrackPageQuery } from "../../__generated__/TrackPageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { heading } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { usePageTitle } from "../../router/pageTitle";
import { NotFoundPage } from "../notFound/NotFoundPage";
import { badge } from "../../ui/badge.css";
import { LearningPathCard } from "./LearningPathCard";
import { ModuleCard } from "./ModuleCard";
import { grid, gridItem, topRow } from "./TrackPage.css";
import { TrackSummary } from "./TrackSummary";

// Both catalogues are this page; the route picks the track (trackRoute).
export const trackPageQuery = graphql`
  query TrackPageQuery($slug: String!) {
    track(slug: $slug) {
      title
      badge
      learningPath
      ...TrackSummary_track
      modules {
        id
        ...ModuleCard_module
      }
    }
  }
`;

export function TrackPage() {
  const queryRef = useLoaderData<PreloadedQuery<TrackPageQuery>>();
  useRefetchOnReconnect(trackPageQuery, queryRef);
  const { track } = usePreloadedQuery<TrackPageQuery>(trackPageQuery, queryRef);
  usePageTitle(track?.title);
  if (!track) return <NotFoundPage />;

  return (
    <PageContainer>
      <nav className={topRow} aria-label="Track">
        <Link to="/student-portal">
          <ArrowLeft aria-hidden="true" size={16} />
          Back to Student Portal
        </Link>
      </nav>
      <h1 className={heading}>{track.title}</h1>
      <span className={badge}>{track.badge}</span>
      <TrackSummary track={track} />
      <ul className={grid} aria-label="Modules">
        {track.modules.map((module) => (
          <li key={module.id} className={gridItem}>
            <ModuleCard module={module} />
          </li>
        ))}
      </ul>
      <LearningPathCard tags={track.learningPath} />
    </PageContainer>
  );
}
