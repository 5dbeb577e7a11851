import type { RouteObject } from "react-router-dom";
import { CourseSignupPage } from "./CourseSignupPage";
import { courseSignupLoader } from "./courseSignupLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const courseSignupRoute = {
  loader: courseSignupLoader,
  Component: CourseSignupPage,
  // Switching tabs only changes ?tab=: the page's data stays the same.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
} satisfies Pick<RouteObject, "loader" | "Component" | "shouldRevalidate">;
