import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { CoursesPanel_query$key } from "../../__generated__/CoursesPanel_query.graphql";
import { muted } from "../../ui/layout/PageContainer.css";
import { CourseRow } from "./CourseRow";
import { caption, scroller, table, th } from "./adminTable.css";

interface CoursesPanelProps {
  query: CoursesPanel_query$key;
}

/** Every course, active or not, with the figures spec 3 lists for the admin view. */
export function CoursesPanel({ query }: CoursesPanelProps) {
  const data = useFragment(
    graphql`
      fragment CoursesPanel_query on Query {
        allCourses(first: 100) {
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
  const captionId = useId();
  const courses = data.allCourses.edges.map((edge) => edge.node);

  if (courses.length === 0) return <p className={muted}>No courses yet.</p>;
  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={scroller} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={table}>
        <caption id={captionId} className={caption}>
          Courses
        </caption>
        <thead>
          <tr>
            {["ID", "Title", "Description", "Price", "Duration", "Total lessons", "State"].map((heading) => (
              <th key={heading} className={th} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <CourseRow key={course.id} course={course} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
