import type { RouteObject } from "react-router-dom";
import { AppShell } from "./AppShell";
import { PageFallback } from "./PageFallback";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { screens } from "./screenRoutes";

const withoutRelay = (route: RouteObject) => route.index === true;

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
          // The landing page makes no GraphQL call: outside RelayLayout, its first load skips
          // relay-runtime (~85 KB gzip) and stays within its 170 KB budget (e2e/publicSite.spec.ts).
          ...screens.filter(withoutRelay),
          {
            lazy: () => import("./RelayLayout").then((m) => ({ Component: m.RelayLayout })),
            children: screens.filter((route) => !withoutRelay(route)),
          },
        ],
      },
    ],
  },
];
