import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { panel, tab as tabStyle, tabList } from "./SignupTabs.css";
import { paramsForTab, SIGNUP_TABS, tabForKey, tabFromParams, type SignupTab } from "./signupTab";

interface SignupTabsProps {
  panels: Record<SignupTab, ReactNode>;
}

/** Sign Up / Sign In tabs (WAI-ARIA tabs pattern). The tab lives in the URL, so it can be linked. */
export function SignupTabs({ panels }: SignupTabsProps) {
  const [params, setParams] = useSearchParams();
  const current = tabFromParams(params);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<SignupTab, HTMLButtonElement | null>>>({});

  const select = (tab: SignupTab) => setParams(paramsForTab(params, tab), { replace: true, preventScrollReset: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabForKey(current, event.key);
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Create an account or sign in" className={tabList} onKeyDown={onKeyDown}>
        {SIGNUP_TABS.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}-tab`}
            aria-selected={current === id}
            aria-controls={current === id ? `${baseId}-${id}-panel` : undefined}
            tabIndex={current === id ? 0 : -1}
            className={tabStyle}
            onClick={() => select(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Only the selected panel is rendered, so only the selected tab names the panel it controls. */}
      <div
        role="tabpanel"
        id={`${baseId}-${current}-panel`}
        aria-labelledby={`${baseId}-${current}-tab`}
        className={panel}
      >
        {panels[current]}
      </div>
    </div>
  );
}
