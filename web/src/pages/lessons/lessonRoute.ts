import type { RouteObject } from "react-router-dom";
import { LessonPage } from "./LessonPage";
import { lessonLoader } from "./lessonLoader";

// Loader and page in one module: the seven lesson routes share this chunk.
export const lessonRoute = {
  loader: lessonLoader,
  Component: LessonPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
