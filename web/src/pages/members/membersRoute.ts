import type { RouteObject } from "react-router-dom";
import { MembersPage } from "./MembersPage";
import { membersLoader } from "./membersLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const membersRoute = {
  loader: membersLoader,
  Component: MembersPage,
  // The search, filter and order live in the address; the page's own query does not depend on them.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
} satisfies Pick<RouteObject, "loader" | "Component" | "shouldRevalidate">;
