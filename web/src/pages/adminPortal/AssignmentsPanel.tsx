import { useId, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { AssignmentsPanelPaginationQuery } from "../../__generated__/AssignmentsPanelPaginationQuery.graphql";
import type { AssignmentsPanelQuery } from "../../__generated__/AssignmentsPanelQuery.graphql";
import type { AssignmentsPanel_query$key } from "../../__generated__/AssignmentsPanel_query.graphql";
import { list } from "../../ui/card.css";
import { inline } from "../../ui/layout/stack";
import { muted } from "../../ui/layout/PageContainer.css";
import { SubmissionReviewRow } from "./SubmissionReviewRow";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";
import { SelectField } from "../../ui/form/SelectField";

const PAGE_SIZE = 10;

/** Submissions waiting for review, oldest first, filtered by course or module: read when the tab opens. */
export function AssignmentsPanel() {
  const query = useLazyLoadQuery<AssignmentsPanelQuery>(
    graphql`
      query AssignmentsPanelQuery {
        ...AssignmentsPanel_query
        courses(first: 20) {
          edges {
            node {
              id
              title
            }
          }
        }
        assignmentModules {
          id
          title
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    AssignmentsPanelPaginationQuery,
    AssignmentsPanel_query$key
  >(
    graphql`
      fragment AssignmentsPanel_query on Query
      @refetchable(queryName: "AssignmentsPanelPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        courseId: { type: "ID" }
        moduleId: { type: "ID" }
      ) {
        assignmentSubmissionQueue(first: $count, after: $cursor, courseId: $courseId, moduleId: $moduleId)
          @connection(key: "AssignmentsPanel_assignmentSubmissionQueue") {
          totalCount
          edges {
            node {
              id
              status
              ...SubmissionReviewRow_submission
            }
          }
        }
      }
    `,
    query,
  );
  const [isFiltering, startTransition] = useTransition();
  const [filters, setFilters] = useState({ courseId: "", moduleId: "" });
  const id = useId();
  // A reviewed submission leaves the queue as its payload moves its status.
  const waiting = data.assignmentSubmissionQueue.edges.map((edge) => edge.node).filter((n) => n.status === "SUBMITTED");

  const filter = (next: { courseId: string; moduleId: string }) => {
    setFilters(next);
    startTransition(() => {
      refetch(
        { courseId: next.courseId || null, moduleId: next.moduleId || null, count: PAGE_SIZE },
        { fetchPolicy: "network-only" },
      );
    });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Assignments</h3>
      <div className={inline("md", { align: "flex-end" })}>
        <SelectField
          label="Course"
          value={filters.courseId}
          onChange={(courseId) => filter({ ...filters, courseId })}
          emptyLabel="All courses"
          options={query.courses.edges.map(({ node }) => ({ value: node.id, label: node.title }))}
        />
        <SelectField
          label="Module"
          value={filters.moduleId}
          onChange={(moduleId) => filter({ ...filters, moduleId })}
          emptyLabel="All modules"
          options={query.assignmentModules.map((module) => ({ value: module.id, label: module.title }))}
        />
      </div>
      <p className={muted} role="status">
        {isFiltering
          ? "Loading…"
          : waiting.length === 0
            ? "No submissions waiting for review."
            : `${data.assignmentSubmissionQueue.totalCount} waiting for review, oldest first.`}
      </p>
      <ul className={list} aria-label="Submissions waiting for review">
        {waiting.map((submission) => (
          <li key={submission.id}>
            <SubmissionReviewRow submission={submission} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE_SIZE} />
    </section>
  );
}
