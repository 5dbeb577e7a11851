/// <reference types="node" />
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { applyResolvedTheme, readStoredPreference, type ThemeRoot } from "../themeDocument";
import { resolveTheme } from "../themePreference";

// The inline script in index.html runs before any bundle loads, so it cannot import the theme
// module. This test runs it in a sandbox and demands the same outcome as the module.
const html = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];

function fakeRoot(initial: string[]) {
  const classes = new Set(initial);
  const root: ThemeRoot & { classes: Set<string> } = {
    classes,
    classList: { add: (name: string) => void classes.add(name), remove: (name: string) => void classes.delete(name) },
    style: { colorScheme: "" },
  };
  return root;
}

type Storage = { getItem: (key: string) => string | null };
type Case = { stored: string | null | "throws"; systemDark: boolean | null };

function storageFor(stored: Case["stored"]): Storage {
  return {
    getItem: (key: string) => {
      if (stored === "throws") throw new Error("SecurityError");
      return key === "theme" ? stored : null;
    },
  };
}

function matchMediaFor(systemDark: boolean | null) {
  return systemDark === null
    ? undefined
    : (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark });
}

const cases: Case[] = [];
for (const stored of [null, "light", "dark", "system", "bogus", "", "throws"] as const) {
  for (const systemDark of [true, false, null]) cases.push({ stored, systemDark });
}

describe("index.html inline theme script", () => {
  it("is present", () => {
    expect(inlineScript).toBeDefined();
  });

  it.each(cases)("matches the theme module for stored=$stored, systemDark=$systemDark", ({ stored, systemDark }) => {
    // Server-rendered html starts with class="dark"; both must end in the same state from there.
    const scriptRoot = fakeRoot(["dark"]);
    const window = { localStorage: storageFor(stored), matchMedia: matchMediaFor(systemDark) };
    runInNewContext(inlineScript ?? "", { window, document: { documentElement: scriptRoot } });

    const moduleRoot = fakeRoot(["dark"]);
    const preference = readStoredPreference(storageFor(stored));
    applyResolvedTheme(moduleRoot, resolveTheme(preference, systemDark));

    expect([...scriptRoot.classes]).toEqual([...moduleRoot.classes]);
    expect(scriptRoot.style.colorScheme).toBe(moduleRoot.style.colorScheme);
  });
});
