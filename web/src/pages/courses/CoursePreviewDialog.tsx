import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CoursePreviewDialog_course$key } from "../../__generated__/CoursePreviewDialog_course.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { Dialog, DialogCloseButton, DialogFooter } from "../../ui/dialog/Dialog";
import { syllabus } from "./CoursePreviewDialog.css";
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

  return (
    <Dialog
      trigger={
        <button
          type="button"
          className={buttonRecipe({ variant: "outline", fullWidth: true })}
          aria-label={`Preview ${data.title}`}
        >
          Preview
        </button>
      }
      title={data.title}
      description={`${data.level} · ${formatDurationWeeks(data.durationWeeks)} · ${data.totalLessons} lessons`}
      size="large"
    >
      <p>{data.description}</p>
      <h3>Syllabus</h3>
      <ol className={syllabus}>
        {data.modules.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <DialogFooter>
        <Link to={`/course-signup?courseId=${data.databaseId}`} className={buttonRecipe()}>
          Enroll Now
        </Link>
        <DialogCloseButton>Close</DialogCloseButton>
      </DialogFooter>
    </Dialog>
  );
}
