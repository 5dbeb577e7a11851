import { graphql, useFragment } from "react-relay";
import { Star } from "lucide-react";
import { Link } from "react-router-dom";
import type { CourseCard_course$key } from "../../__generated__/CourseCard_course.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { facts } from "../../ui/card.css";
import { actions, card, level, modules, price, skill, skills, subheading, title } from "./CourseCard.css";
import { CoursePreviewDialog } from "./CoursePreviewDialog";
import { formatDurationWeeks, formatMonthlyPrice, formatRating, formatStudentsCount } from "./formatCourse";

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
        studentsCount
        rating
        price
        modules
        skills
        ...CoursePreviewDialog_course
      }
    `,
    course,
  );

  return (
    <article className={card} aria-labelledby={`course-${data.databaseId}-title`}>
      <h2 id={`course-${data.databaseId}-title`} className={title}>
        {data.title}
      </h2>
      <ul className={facts} aria-label="Course facts">
        <li className={level}>{data.level}</li>
        <li>{formatDurationWeeks(data.durationWeeks)}</li>
        <li>{formatStudentsCount(data.studentsCount)}</li>
        <li>
          <Star aria-hidden="true" size={16} /> {formatRating(data.rating)} rating
        </li>
      </ul>
      <h3 className={subheading}>{data.modules.length} modules</h3>
      <ol className={modules}>
        {data.modules.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ol>
      <h3 className={subheading}>Skills you will gain</h3>
      <ul className={skills}>
        {data.skills.map((name) => (
          <li key={name} className={skill}>
            {name}
          </li>
        ))}
      </ul>
      <p className={price}>{formatMonthlyPrice(data.price)}</p>
      <div className={actions}>
        {/* Sign-up links by the numeric id (?courseId=1), as the spec's URLs do. */}
        <Link
          to={`/course-signup?courseId=${data.databaseId}`}
          className={buttonRecipe({ fullWidth: true })}
          aria-label={`Enroll Now in ${data.title}`}
        >
          Enroll Now
        </Link>
        <CoursePreviewDialog course={data} />
      </div>
    </article>
  );
}
