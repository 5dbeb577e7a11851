import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import type { CourseCard_course$key } from "../../__generated__/CourseCard_course.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { card, facts, level, price, title } from "./CourseCard.css";
import { formatDurationWeeks, formatMonthlyPrice } from "./formatCourse";

interface CourseCardProps {
  course: CourseCard_course$key;
}

export function CourseCard({ course }: CourseCardProps) {
  const data = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        databaseId
        title
        level
        durationWeeks
        price
      }
    `,
    course,
  );

  return (
    <article className={card}>
      <h2 className={title}>{data.title}</h2>
      <ul className={facts}>
        <li className={level}>{data.level}</li>
        <li>{formatDurationWeeks(data.durationWeeks)}</li>
      </ul>
      <p className={price}>{formatMonthlyPrice(data.price)}</p>
      {/* Sign-up links by the numeric id (?courseId=1), as the spec's URLs do. */}
      <Link
        to={`/course-signup?courseId=${data.databaseId}`}
        className={buttonRecipe({ fullWidth: true })}
        aria-label={`Enroll Now in ${data.title}`}
      >
        Enroll Now
      </Link>
    </article>
  );
}
