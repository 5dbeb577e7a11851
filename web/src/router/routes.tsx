import type { RouteObject } from "react-router-dom";
import { AppShell } from "./AppShell";
import { PageFallback } from "./PageFallback";
import { retryChunk } from "./retryChunk";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { screens } from "./screenRoutes";

// Screens that make no GraphQL call: the landing page and the 404 page.
const withoutRelay = (route: RouteObject) => route.index === true || route.path === "*";

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: AppShell,
    // Only reached when the shell itself fails; screen errors stay inside the shell (below).
    errorElement: <RouteErrorBoundary />,
    // Shown on the very first load while the matched screen's chunk (and loader) arrive.
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          // Outside RelayLayout, their first load skips relay-runtime (~85 KB gzip): the landing
          // page stays within its 170 KB budget (web/budgets.json, checked by `npm run build`).
          ...screens.filter(withoutRelay),
          {
            lazy: retryChunk(() => import("./RelayLayout").then((m) => ({ Component: m.RelayLayout }))),
            children: screens.filter((route) => !withoutRelay(route)),
          },
        ],
      },
    ],
  },
];
