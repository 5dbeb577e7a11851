import { BookOpen, FlaskConical, Presentation } from "lucide-react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { ResourceList_query$key } from "../../__generated__/ResourceList_query.graphql";
import type { ResourceListPaginationQuery } from "../../__generated__/ResourceListPaginationQuery.graphql";
import type { ResourceListQuery } from "../../__generated__/ResourceListQuery.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import type { ResourceParams } from "./resourceParams";
import { grid, kindLabel, resourceCard, resourceTitle } from "./Resources.css";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

export const RESOURCES_PAGE_SIZE = 24;

const KIND = {
  SLIDES: { label: "Slides", Icon: Presentation },
  READING: { label: "Reading", Icon: BookOpen },
  LAB_GUIDE: { label: "Lab guide", Icon: FlaskConical },
} as const;

/** The library's cards for a search and filters, a page at a time ("Load more"). */
export function ResourceList({ search, track, module, kind }: ResourceParams) {
  const root = useLazyLoadQuery<ResourceListQuery>(
    graphql`
      query ResourceListQuery($count: Int!, $search: String, $track: String, $lessonPage: String, $kind: ResourceKind) {
        ...ResourceList_query
          @arguments(count: $count, search: $search, track: $track, lessonPage: $lessonPage, kind: $kind)
      }
    `,
    {
      count: RESOURCES_PAGE_SIZE,
      search: search.trim() || null,
      track: track || null,
      lessonPage: module || null,
      kind,
    },
    { fetchPolicy: "store-and-network" },
  );
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ResourceListPaginationQuery,
    ResourceList_query$key
  >(
    graphql`
      fragment ResourceList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 24 }
        cursor: { type: "String" }
        search: { type: "String" }
        track: { type: "String" }
        lessonPage: { type: "String" }
        kind: { type: "ResourceKind" }
      )
      @refetchable(queryName: "ResourceListPaginationQuery") {
        resources(first: $count, after: $cursor, search: $search, track: $track, lessonPage: $lessonPage, kind: $kind)
          @connection(key: "ResourceList_resources") {
          totalCount
          edges {
            node {
              id
              kind
              title
              description
              detail
              href
              lessonPageSlug
              lessonTitle
              trackTitle
              moduleNumber
            }
          }
        }
      }
    `,
    root,
  );
  const { edges, totalCount } = data.resources;

  if (edges.length === 0) {
    return (
      <p className={muted} role="status">
        No resources match. Try other words, or another track, module or kind.
      </p>
    );
  }
  return (
    <>
      <p className={muted} role="status">
        {totalCount === 1 ? "1 resource" : `${totalCount} resources`}
      </p>
      <ul className={grid} aria-label="Resources">
        {edges.map(({ node }) => {
          const { label, Icon } = KIND[node.kind as keyof typeof KIND] ?? KIND.READING;
          const isFile = node.kind === "SLIDES";
          return (
            <li key={node.id} className={resourceCard} aria-labelledby={`resource-${node.id}`}>
              <span className={kindLabel}>
                <Icon aria-hidden="true" size={16} /> {label}
              </span>
              <h2 id={`resource-${node.id}`} className={resourceTitle}>
                {isFile ? (
                  <a href={node.href} download>
                    {node.title}
                  </a>
                ) : (
                  <Link to={node.href}>{node.title}</Link>
                )}
              </h2>
              <p>{node.description}</p>
              <p className={muted}>{node.detail}</p>
              <p className={muted}>
                <Link to={`/${node.lessonPageSlug}`}>
                  Module {node.moduleNumber}: {node.lessonTitle}
                </Link>{" "}
                · {node.trackTitle}
              </p>
            </li>
          );
        })}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={RESOURCES_PAGE_SIZE} />
    </>
  );
}
