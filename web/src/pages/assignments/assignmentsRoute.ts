import type { RouteObject } from "react-router-dom";
import { AssignmentsPage } from "./AssignmentsPage";
import { assignmentsLoader } from "./assignmentsLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const assignmentsRoute = {
  loader: assignmentsLoader,
  Component: AssignmentsPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
