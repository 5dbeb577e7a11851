import { graphql, useFragment } from "react-relay";
import type { SubmissionContent_submission$key } from "../../__generated__/SubmissionContent_submission.graphql";
import { muted } from "../../ui/card.css";
import { stack } from "../../ui/layout/stack";
import { LazyMarkdown } from "./LazyMarkdown";

interface SubmissionContentProps {
  submission: SubmissionContent_submission$key;
}

/** The work as handed in: its Markdown (sanitised, as discussions render it) and its links. */
export function SubmissionContent({ submission }: SubmissionContentProps) {
  const data = useFragment(
    graphql`
      fragment SubmissionContent_submission on AssignmentSubmission {
        body
        links
      }
    `,
    submission,
  );
  return (
    <div className={stack("sm")}>
      <LazyMarkdown>{data.body}</LazyMarkdown>
      {data.links.length > 0 ? (
        <ul aria-label="Links">
          {data.links.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="nofollow ugc noopener noreferrer">
                {link}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={muted}>No links.</p>
      )}
    </div>
  );
}
