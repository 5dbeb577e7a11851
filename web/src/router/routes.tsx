import type { RouteObject } from "react-router-dom";
import { AppShell } from "./AppShell";
import { PageFallback } from "./PageFallback";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { screens } from "./screenRoutes";

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: AppShell,
    // Only reached when the shell itself fails; screen errors stay inside the shell (below).
    errorElement: <RouteErrorBoundary />,
    // Shown on the very first load while the matched screen's chunk (and loader) arrive.
    hydrateFallbackElement: <PageFallback />,
    children: [{ errorElement: <RouteErrorBoundary />, children: screens }],
  },
];
