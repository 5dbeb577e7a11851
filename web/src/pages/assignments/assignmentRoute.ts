import type { RouteObject } from "react-router-dom";
import { AssignmentPage } from "./AssignmentPage";
import { assignmentLoader } from "./assignmentLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const assignmentRoute = {
  loader: assignmentLoader,
  Component: AssignmentPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
