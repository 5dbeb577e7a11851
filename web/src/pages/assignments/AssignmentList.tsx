import { useId } from "react";
import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AssignmentListPaginationQuery } from "../../__generated__/AssignmentListPaginationQuery.graphql";
import type { AssignmentListQuery } from "../../__generated__/AssignmentListQuery.graphql";
import type { AssignmentList_query$key } from "../../__generated__/AssignmentList_query.graphql";
import { list, muted } from "../../ui/card.css";
import { field, input, label } from "../../ui/form/form.css";
import { AssignmentCard } from "./AssignmentCard";
import { STATUS_FILTERS, statusFrom } from "./assignmentStatus";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

const PAGE_SIZE = 20;

/** The list and its status filter (kept in ?status=, so a filtered list has its own address). */
export function AssignmentList() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params);
  const query = useLazyLoadQuery<AssignmentListQuery>(
    graphql`
      query AssignmentListQuery($status: AssignmentStatus) {
        ...AssignmentList_query @arguments(status: $status)
      }
    `,
    { status },
    { fetchPolicy: "store-and-network" },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AssignmentListPaginationQuery,
    AssignmentList_query$key
  >(
    graphql`
      fragment AssignmentList_query on Query
      @refetchable(queryName: "AssignmentListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "AssignmentStatus" }
      ) {
        myAssignments(first: $count, after: $cursor, status: $status) @connection(key: "AssignmentList_myAssignments") {
          totalCount
          edges {
            node {
              id
              ...AssignmentCard_assignment
            }
          }
        }
      }
    `,
    query,
  );
  const id = useId();
  const assignments = data.myAssignments.edges.map((edge) => edge.node);

  return (
    <>
      <div className={field}>
        <label className={label} htmlFor={`${id}-status`}>
          Status
        </label>
        <select
          id={`${id}-status`}
          className={input}
          value={status ?? ""}
          onChange={(event) =>
            setParams(event.target.value ? { status: event.target.value.toLowerCase() } : {}, { replace: true })
          }
        >
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      <p className={muted} role="status">
        {data.myAssignments.totalCount === 0
          ? "No assignments here."
          : `${data.myAssignments.totalCount} ${data.myAssignments.totalCount === 1 ? "assignment" : "assignments"}, soonest due first.`}
      </p>
      <ul className={list} aria-label="Assignments">
        {assignments.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentCard assignment={assignment} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE_SIZE} />
    </>
  );
}
