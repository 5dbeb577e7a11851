import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router-dom";
import type { CoursesPageQuery } from "../../__generated__/CoursesPageQuery.graphql";
import { TopBar } from "../../components/topBar/TopBar";
import { useRefetchOnReconnect } from "../../relay/useRefetchOnReconnect";
import { heading, muted } from "../../ui/layout/PageContainer.css";
import { PageContainer } from "../../ui/layout/PageContainer";
import { CourseCard } from "./CourseCard";
import { CoursesCallToAction } from "./CoursesCallToAction";
import { CoursesNav } from "./CoursesNav";
import { grid, gridItem } from "./CoursesPage.css";

// Defined beside the component that reads it (lint rules check fields and fragment spreads per
// file); coursesLoader preloads it. `viewer` is null when signed out and never fails.
export const coursesPageQuery = graphql`
  query CoursesPageQuery {
    viewer {
      ...TopBar_viewer
    }
    courses(first: 100) {
      edges {
        node {
          id
          ...CourseCard_course
        }
      }
    }
  }
`;

export function CoursesPage() {
  const queryRef = useLoaderData<PreloadedQuery<CoursesPageQuery>>();
  useRefetchOnReconnect(coursesPageQuery, queryRef);
  const data = usePreloadedQuery<CoursesPageQuery>(coursesPageQuery, queryRef);
  const { viewer } = data;
  const courses = data.courses.edges.map((edge) => edge.node);

  return (
    <PageContainer>
      {/* Spec 2: signed-out navigation, or the common header when signed in. */}
      {viewer ? <TopBar viewer={viewer} /> : <CoursesNav />}
      <h1 className={heading}>Course Catalogue</h1>
      <p className={muted}>Job-ready programs with hands-on labs, mentor support and a community of students.</p>
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
      <CoursesCallToAction />
    </PageContainer>
  );
}
