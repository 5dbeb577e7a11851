import { fallback } from "./PageFallback.css";

/** Shown while a screen's code or data loads; announced politely to screen readers. */
export function PageFallback() {
  return (
    <div className={fallback} role="status" aria-live="polite">
      Loading…
    </div>
  );
}
