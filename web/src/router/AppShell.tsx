import * as Tooltip from "@radix-ui/react-tooltip";
import { Suspense } from "react";
import { Outlet } from "react-router-dom";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "../ui/constants";
import { Toaster } from "../ui/toast/Toaster";
import { themeControl } from "./AppShell.css";
import { DocumentMeta } from "./DocumentMeta";
import { PageFallback } from "./PageFallback";

/** Wraps every screen: its title and description, tooltips, the theme control, toasts, and the page's loading state. */
export function AppShell() {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_DURATION_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_DURATION_MS}>
      <div className={themeControl}>
        <ThemeSwitcher />
      </div>
      <DocumentMeta>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </DocumentMeta>
      <Toaster />
    </Tooltip.Provider>
  );
}
