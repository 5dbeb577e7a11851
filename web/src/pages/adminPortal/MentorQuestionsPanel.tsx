import { graphql, useLazyLoadQuery, usePaginationFragment } from "react-relay";
import type { MentorQuestionsPanelPaginationQuery } from "../../__generated__/MentorQuestionsPanelPaginationQuery.graphql";
import type { MentorQuestionsPanelQuery } from "../../__generated__/MentorQuestionsPanelQuery.graphql";
import type { MentorQuestionsPanel_query$key } from "../../__generated__/MentorQuestionsPanel_query.graphql";
import { list } from "../../ui/card.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { MentorQuestionRow } from "./MentorQuestionRow";
import { LoadMoreButton } from "../../ui/pager/LoadMoreButton";

const PAGE_SIZE = 20;

/** Mentor questions, pending first: read when the tab opens, so new questions show. */
export function MentorQuestionsPanel() {
  const query = useLazyLoadQuery<MentorQuestionsPanelQuery>(
    graphql`
      query MentorQuestionsPanelQuery {
        ...MentorQuestionsPanel_query
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    MentorQuestionsPanelPaginationQuery,
    MentorQuestionsPanel_query$key
  >(
    graphql`
      fragment MentorQuestionsPanel_query on Query
      @refetchable(queryName: "MentorQuestionsPanelPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        pendingMentorQuestionsCount
        mentorQuestionQueue(first: $count, after: $cursor)
          @connection(key: "MentorQuestionsPanel_mentorQuestionQueue") {
          edges {
            node {
              id
              ...MentorQuestionRow_question
            }
          }
        }
      }
    `,
    query,
  );
  const questions = data.mentorQuestionQueue.edges.map((edge) => edge.node);

  return (
    <section aria-labelledby="mentor-questions-title">
      <h3 id="mentor-questions-title">Mentor questions</h3>
      <p className={muted}>
        {data.pendingMentorQuestionsCount === 0
          ? "Every question is answered."
          : `${data.pendingMentorQuestionsCount} waiting for an answer. Pending questions come first.`}
      </p>
      {questions.length === 0 ? <p className={muted}>No questions yet.</p> : null}
      <ul className={list}>
        {questions.map((q) => (
          <li key={q.id}>
            <MentorQuestionRow question={q} />
          </li>
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} count={PAGE_SIZE} />
    </section>
  );
}
