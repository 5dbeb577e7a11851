import * as Tooltip from "@radix-ui/react-tooltip";
import { Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router-dom";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { ThemeControlHostContext } from "../theme/themeControlHost";
import { TOOLTIP_DELAY_DURATION_MS, TOOLTIP_SKIP_DELAY_DURATION_MS } from "../ui/constants";
import { Toaster } from "../ui/toast/Toaster";
import { themeRow } from "./AppShell.css";
import { DocumentMeta } from "./DocumentMeta";
import { PageFallback } from "./PageFallback";

/** Wraps every screen: its title and description, tooltips, the theme control, toasts, and the page's loading state. */
export function AppShell() {
  // A header that carries the theme control says so (useHostThemeControl); other screens get
  // the control in a row of its own above them.
  const [hosts, setHosts] = useState(0);
  const countHost = useCallback((change: 1 | -1) => setHosts((n) => n + change), []);

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_DURATION_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_DURATION_MS}>
      <ThemeControlHostContext.Provider value={countHost}>
        {hosts > 0 ? null : (
          <div className={themeRow}>
            <ThemeSwitcher />
          </div>
        )}
        <DocumentMeta>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </DocumentMeta>
        <Toaster />
      </ThemeControlHostContext.Provider>
    </Tooltip.Provider>
  );
}
