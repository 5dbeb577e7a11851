import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { panel, tab as tabStyle, tabList } from "./TabbedPanels.css";

export interface TabSpec {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabbedPanelsProps {
  label: string;
  tabs: TabSpec[];
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** WAI-ARIA tabs: starts on the first tab; arrows, Home and End move between tabs. */
export function TabbedPanels({ label, tabs }: TabbedPanelsProps) {
  const [current, setCurrent] = useState(0);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = tabs[Math.min(current, tabs.length - 1)]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, tabs.length);
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={tabList} onKeyDown={onKeyDown}>
        {tabs.map((t, index) => (
          <button
            key={t.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${t.id}-tab`}
            aria-selected={index === current}
            aria-controls={index === current ? `${baseId}-${t.id}-panel` : undefined}
            tabIndex={index === current ? 0 : -1}
            className={tabStyle}
            onClick={() => setCurrent(index)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected.id}-panel`}
        aria-labelledby={`${baseId}-${selected.id}-tab`}
        className={panel}
      >
        {selected.content}
      </div>
    </div>
  );
}
