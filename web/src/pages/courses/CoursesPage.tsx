import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData } from "react-router-dom";
import type { CoursesPageQuery } from "../../__generated__/CoursesPageQuery.graphql";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { CourseCard } from "./CourseCard";
import { grid, gridItem } from "./CoursesPage.css";

// Defined beside the component that reads it (lint rules check fields and fragment spreads per
// file); coursesLoader preloads it.
export const coursesPageQuery = graphql`
  query CoursesPageQuery {
    courses {
      id
      ...CourseCard_course
    }
  }
`;

export function CoursesPage() {
  const queryRef = useLoaderData<PreloadedQuery<CoursesPageQuery>>();
  useRefetchOnReconnect(coursesPageQuery, queryRef);
  const { courses } = usePreloadedQuery<CoursesPageQuery>(coursesPageQuery, queryRef);

  return (
    <PageContainer title="Course Catalogue">
      <nav aria-label="Site">
        <Link to="/">Home</Link>
      </nav>
      <h1 className={heading}>Course Catalogue</h1>
      {courses.length === 0 ? (
        <p className={muted}>No courses are open for enrolment yet.</p>
      ) : (
        <ul className={grid} aria-label="Courses">
          {courses.map((course) => (
            <li key={course.id} className={gridItem}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
