import type { RouteObject } from "react-router-dom";
import { NotificationsPage } from "./NotificationsPage";
import { notificationsLoader } from "./notificationsLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const notificationsRoute = {
  loader: notificationsLoader,
  Component: NotificationsPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
