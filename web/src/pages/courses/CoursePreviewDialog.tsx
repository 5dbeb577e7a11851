import { useId, useRef } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CoursePreviewDialog_course$key } from "../../__generated__/CoursePreviewDialog_course.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { body, dialog, footer, muted, syllabus } from "./CoursePreviewDialog.css";
import { formatDurationWeeks } from "./formatCourse";

interface CoursePreviewDialogProps {
  course: CoursePreviewDialog_course$key;
}

/** The card's Preview button and what it opens: the course's summary and full syllabus. */
export function CoursePreviewDialog({ course }: CoursePreviewDialogProps) {
  const data = useFragment(
    graphql`
      fragment CoursePreviewDialog_course on Course {
        databaseId
        title
        description
        level
        durationWeeks
        totalLessons
        modules
      }
    `,
    course,
  );
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  return (
    <>
      <button
        type="button"
        className={buttonRecipe({ variant: "outline", fullWidth: true })}
        aria-haspopup="dialog"
        aria-label={`Preview ${data.title}`}
        onClick={() => ref.current?.showModal()}
      >
        Preview
      </button>
      {/* A native modal dialog: focus moves in, the page behind is inert, Escape closes it. */}
      <dialog
        ref={ref}
        className={dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === event.currentTarget) ref.current?.close();
        }}
      >
        <div className={body}>
          <h2 id={titleId}>{data.title}</h2>
          <p className={muted}>
            {data.level} · {formatDurationWeeks(data.durationWeeks)} · {data.totalLessons} lessons
          </p>
          <p>{data.description}</p>
          <h3>Syllabus</h3>
          <ol className={syllabus}>
            {data.modules.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ol>
          <div className={footer}>
            <Link to={`/course-signup?courseId=${data.databaseId}`} className={buttonRecipe()}>
              Enroll Now
            </Link>
            <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={() => ref.current?.close()}>
              Close
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
