import type { RouteObject } from "react-router-dom";
import { TrackPage } from "./TrackPage";
import { trackLoader } from "./trackLoader";

// Loader and page in one module: both catalogue routes share this chunk.
export const trackRoute = {
  loader: trackLoader,
  Component: TrackPage,
} satisfies Pick<RouteObject, "loader" | "Component">;
