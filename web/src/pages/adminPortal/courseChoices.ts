import { graphql, useFragment } from "react-relay";
import type { courseChoices_courses$key } from "../../__generated__/courseChoices_courses.graphql";

/** The courses as the enrolment pickers list them (one student's dialog, the bulk bar): an inactive one says so. */
export function useCourseChoices(courses: courseChoices_courses$key): { value: string; label: string }[] {
  const choices = useFragment(
    graphql`
      fragment courseChoices_courses on Course @relay(plural: true) {
        id
        title
        isActive
      }
    `,
    courses,
  );
  return choices.map((course) => ({
    value: course.id,
    label: course.isActive ? course.title : `${course.title} (inactive)`,
  }));
}
