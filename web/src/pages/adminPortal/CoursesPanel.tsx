import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { CoursesPanel_query$key } from "../../__generated__/CoursesPanel_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { CourseFormDialog } from "./CourseFormDialog";
import { CourseRow } from "./CourseRow";
import { toolbar } from "./CoursesPanel.css";
import { caption, scroller, table, th } from "./adminTable.css";
import { useCreateCourseMutation } from "./useCourseMutations";

interface CoursesPanelProps {
  query: CoursesPanel_query$key;
}

/**
 * Every course, active or not, with the figures spec 3 lists for the admin view; new courses,
 * edits, and opening or closing a course (a closed one leaves the catalogue and keeps its students).
 */
export function CoursesPanel({ query }: CoursesPanelProps) {
  const data = useFragment(
    graphql`
      fragment CoursesPanel_query on Query {
        allCourses(first: 100) @connection(key: "CoursesPanel_allCourses") {
          edges {
            node {
              id
              ...CourseRow_course
            }
          }
        }
      }
    `,
    query,
  );
  const [create, isCreating] = useCreateCourseMutation();
  const captionId = useId();
  const courses = data.allCourses.edges.map((edge) => edge.node);

  return (
    <>
      <div className={toolbar}>
        <CourseFormDialog
          trigger={
            <button type="button" className={buttonRecipe()}>
              New Course
            </button>
          }
          title="New course"
          submitLabel="Create Course"
          busy={isCreating}
          onSubmit={create}
        />
      </div>
      {courses.length === 0 ? (
        <p className={muted}>No courses yet.</p>
      ) : (
        // Focusable so keyboard users can scroll the table sideways on narrow screens.
        <div className={scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className={table}>
            <caption id={captionId} className={caption}>
              Courses
            </caption>
            <thead>
              <tr>
                {["ID", "Title", "Description", "Price", "Duration", "Total lessons", "State", "Actions"].map(
                  (heading) => (
                    <th key={heading} className={th} scope="col">
                      {heading}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <CourseRow key={course.id} course={course} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
