import { graphql, useFragment } from "react-relay";
import type { CourseRow_course$key } from "../../__generated__/CourseRow_course.graphql";
import { td, wideTd } from "./adminTable.css";
import { formatDuration, formatPrice } from "./formatAdmin";

interface CourseRowProps {
  course: CourseRow_course$key;
}

export function CourseRow({ course }: CourseRowProps) {
  const data = useFragment(
    graphql`
      fragment CourseRow_course on Course {
        databaseId
        title
        description
        price
        durationWeeks
        totalLessons
        isActive
      }
    `,
    course,
  );

  return (
    <tr>
      <td className={td}>{data.databaseId}</td>
      <th className={td} scope="row">
        {data.title}
      </th>
      <td className={wideTd}>{data.description}</td>
      <td className={td}>{formatPrice(data.price)}</td>
      <td className={td}>{formatDuration(data.durationWeeks)}</td>
      <td className={td}>{data.totalLessons}</td>
      <td className={td}>{data.isActive ? "Active" : "Inactive"}</td>
    </tr>
  );
}
