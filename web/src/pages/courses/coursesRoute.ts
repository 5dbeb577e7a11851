import type { RouteObject } from "react-router-dom";
import { CoursesPage } from "./CoursesPage";
import { coursesLoader } from "./coursesLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const coursesRoute = {
  loader: coursesLoader,
  Component: CoursesPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
