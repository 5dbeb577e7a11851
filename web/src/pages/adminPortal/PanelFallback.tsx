import { muted } from "../../ui/layout/PageContainer.css";

interface PanelFallbackProps {
  label: string;
}

/** A tab's loading state, announced politely. */
export function PanelFallback({ label }: PanelFallbackProps) {
  return (
    <p className={muted} role="status" aria-live="polite">
      {label}
    </p>
  );
}
