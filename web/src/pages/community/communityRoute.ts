import type { RouteObject } from "react-router-dom";
import { CommunityPage } from "./CommunityPage";
import { communityLoader } from "./communityLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const communityRoute = {
  loader: communityLoader,
  Component: CommunityPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
