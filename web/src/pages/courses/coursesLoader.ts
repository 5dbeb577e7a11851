import type { CoursesPageQuery } from "../../__generated__/CoursesPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { coursesPageQuery } from "./CoursesPage";

/** Starts the catalogue query as soon as the route matches, before the page renders. */
export const coursesLoader = createQueryLoader<CoursesPageQuery>(coursesPageQuery, () => ({}));
