import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { CourseForm } from "../../../../schema/adminRules";
import type { CourseRow_course$key } from "../../__generated__/CourseRow_course.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { td, wideTd } from "./adminTable.css";
import { CourseFormDialog } from "./CourseFormDialog";
import { rowActions } from "./CoursesPanel.css";
import { formatDuration, formatPrice } from "./formatAdmin";
import { useSetCourseActiveMutation, useUpdateCourseMutation } from "./useCourseMutations";

interface CourseRowProps {
  course: CourseRow_course$key;
}

export function CourseRow({ course }: CourseRowProps) {
  const data = useFragment(
    graphql`
      fragment CourseRow_course on Course {
        id
        databaseId
        title
        description
        level
        price
        durationWeeks
        totalLessons
        isActive
      }
    `,
    course,
  );
  const [update, isUpdating] = useUpdateCourseMutation(data.id);
  const [setActive, isSettingActive] = useSetCourseActiveMutation(data.id);
  const titleId = useId();

  return (
    <tr>
      <td className={td}>{data.databaseId}</td>
      <th className={td} scope="row" id={titleId}>
        {data.title}
      </th>
      <td className={wideTd}>{data.description}</td>
      <td className={td}>{formatPrice(data.price)}</td>
      <td className={td}>{formatDuration(data.durationWeeks)}</td>
      <td className={td}>{data.totalLessons}</td>
      <td className={td}>{data.isActive ? "Active" : "Inactive"}</td>
      <td className={td}>
        <div className={rowActions}>
          <CourseFormDialog
            trigger={
              <button type="button" className={buttonRecipe({ variant: "outline" })} aria-describedby={titleId}>
                Edit
              </button>
            }
            title={`Edit ${data.title}`}
            submitLabel="Save Course"
            initial={{
              title: data.title,
              description: data.description,
              level: data.level as CourseForm["level"],
              price: data.price,
              durationWeeks: data.durationWeeks,
              totalLessons: data.totalLessons,
            }}
            busy={isUpdating}
            onSubmit={update}
          />
          <button
            type="button"
            className={buttonRecipe({ variant: "outline" })}
            aria-describedby={titleId}
            disabled={isSettingActive}
            onClick={() => setActive(!data.isActive)}
          >
            {data.isActive ? "Deactivate" : "Activate"}
          </button>
        </div>
      </td>
    </tr>
  );
}
