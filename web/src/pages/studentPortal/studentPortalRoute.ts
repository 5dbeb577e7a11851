import type { RouteObject } from "react-router-dom";
import { StudentPortalPage } from "./StudentPortalPage";
import { studentPortalLoader } from "./studentPortalLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const studentPortalRoute = {
  loader: studentPortalLoader,
  Component: StudentPortalPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
