import type { RouteObject } from "react-router-dom";
import { SettingsPage } from "./SettingsPage";
import { settingsLoader } from "./settingsLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const settingsRoute = {
  loader: settingsLoader,
  Component: SettingsPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
