import type { CourseSignupPageQuery } from "../../__generated__/CourseSignupPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { courseSignupPageQuery } from "./CourseSignupPage";

/** Starts the page's query (course names, the demo hint) as soon as the route matches. */
export const courseSignupLoader = createQueryLoader<CourseSignupPageQuery>(courseSignupPageQuery, () => ({}));
