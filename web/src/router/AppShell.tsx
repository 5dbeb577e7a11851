import { Suspense, useCallback, useState } from "react";
import { Outlet } from "react-router-dom";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { ThemeControlHostContext } from "../theme/themeControlHost";
import { lazyControl } from "../ui/lazy/lazyControl";
import { loadToaster } from "../ui/toast/loadToaster";
import { themeRow } from "./AppShell.css";
import { DocumentMeta } from "./DocumentMeta";
import { PageFallback } from "./PageFallback";

// Toasts follow something the user did, never the first render: Radix Toast comes after it.
const Toaster = lazyControl(loadToaster);

/** Wraps every screen: its title and description, the theme control, toasts, and the page's loading state. */
export function AppShell() {
  // A header that carries the theme control says so (useHostThemeControl); other screens get
  // the control in a row of its own above them.
  const [hosts, setHosts] = useState(0);
  const countHost = useCallback((change: 1 | -1) => setHosts((n) => n + change), []);

  return (
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
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ThemeControlHostContext.Provider>
  );
}
