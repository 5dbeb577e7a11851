import type { RouteObject } from "react-router-dom";
import { CertificatePage } from "./CertificatePage";
import { certificateLoader } from "./certificateLoader";

// Loader and page in one module so the router's lazy import fetches the screen as one chunk.
export const certificateRoute = {
  loader: certificateLoader,
  Component: CertificatePage,
} satisfies Pick<RouteObject, "loader" | "Component">;
