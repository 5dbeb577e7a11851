import type { RouteObject } from "react-router-dom";
import { ModerationQueuePage } from "./ModerationQueuePage";
import { moderationQueueLoader } from "./moderationQueueLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const moderationQueueRoute = {
  loader: moderationQueueLoader,
  Component: ModerationQueuePage,
} satisfies Pick<RouteObject, "loader" | "Component">;
