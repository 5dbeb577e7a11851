import type { RouteObject } from "react-router-dom";
import { MemberProfilePage } from "./MemberProfilePage";
import { memberProfileLoader } from "./memberProfileLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const memberProfileRoute = {
  loader: memberProfileLoader,
  Component: MemberProfilePage,
} satisfies Pick<RouteObject, "loader" | "Component">;
