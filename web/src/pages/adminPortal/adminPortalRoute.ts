import type { RouteObject } from "react-router-dom";
import { AdminPortalPage } from "./AdminPortalPage";
import { adminPortalLoader } from "./adminPortalLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const adminPortalRoute = {
  loader: adminPortalLoader,
  Component: AdminPortalPage,
  // Paging, filters and tabs only change the query string: the panels fetch what they show.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
} satisfies Pick<RouteObject, "loader" | "Component" | "shouldRevalidate">;
