import type { RouteObject } from "react-router-dom";
import { DiscussionPage } from "./DiscussionPage";
import { discussionLoader } from "./discussionLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const discussionRoute = {
  loader: discussionLoader,
  Component: DiscussionPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
