import type { RouteObject } from "react-router-dom";
import { ProfilePage } from "./ProfilePage";
import { profileLoader } from "./profileLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const profileRoute = {
  loader: profileLoader,
  Component: ProfilePage,
} satisfies Pick<RouteObject, "loader" | "Component">;
