import { muted } from "../../ui/layout/PageContainer.css";

/** What shows while the session is probed: neither the login nor the dashboard. */
export function SessionProbe() {
  return (
    <p className={muted} role="status" aria-live="polite">
      Checking admin session…
    </p>
  );
}
