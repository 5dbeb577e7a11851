import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { panel, tab as tabStyle, tabList } from "./Tabs.css";

export interface TabSpec<Id extends string = string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabSpec<Id>>;
  /** Controlled use (e.g. a tab kept in the URL); without it the first tab starts selected. */
  value?: Id;
  onValueChange?: (id: Id) => void;
}

/**
 * The one tab set (Radix, WAI-ARIA tabs): arrows, Home and End move between tabs and select
 * them; only the selected panel is rendered.
 */
export function Tabs<Id extends string>({ label, tabs, value, onValueChange }: TabsProps<Id>) {
  const byId = new Map(tabs.map((t) => [t.id as string, t.id]));
  return (
    <RadixTabs.Root
      defaultValue={value === undefined ? tabs[0]?.id : undefined}
      value={value}
      onValueChange={(next) => {
        const id = byId.get(next);
        if (id !== undefined) onValueChange?.(id);
      }}
    >
      <RadixTabs.List aria-label={label} className={tabList}>
        {tabs.map((t) => (
          <RadixTabs.Trigger key={t.id} value={t.id} className={tabStyle}>
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.id} value={t.id} className={panel}>
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
