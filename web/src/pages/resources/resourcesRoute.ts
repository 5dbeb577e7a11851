import type { RouteObject } from "react-router-dom";
import { ResourcesPage } from "./ResourcesPage";
import { resourcesLoader } from "./resourcesLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const resourcesRoute = {
  loader: resourcesLoader,
  Component: ResourcesPage,
  // The search and filters live in the address; the page's own query does not depend on them.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
} satisfies Pick<RouteObject, "loader" | "Component" | "shouldRevalidate">;
