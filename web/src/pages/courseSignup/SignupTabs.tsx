import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Tabs } from "../../ui/tabs/Tabs";
import { paramsForTab, SIGNUP_TABS, tabFromParams, type SignupTab } from "./signupTab";

interface SignupTabsProps {
  panels: Record<SignupTab, ReactNode>;
}

/** Sign Up / Sign In tabs. The tab lives in the URL, so it can be linked. */
export function SignupTabs({ panels }: SignupTabsProps) {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      label="Create an account or sign in"
      tabs={SIGNUP_TABS.map(({ id, label }) => ({ id, label, content: panels[id] }))}
      value={tabFromParams(params)}
      onValueChange={(tab) => setParams(paramsForTab(params, tab), { replace: true, preventScrollReset: true })}
    />
  );
}
