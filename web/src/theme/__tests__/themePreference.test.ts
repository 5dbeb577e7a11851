import { describe, expect, it } from "vitest";
import { applyResolvedTheme, readStoredPreference, writeStoredPreference } from "../themeDocument";
import { parseThemePreference, resolveTheme } from "../themePreference";

describe("theme preference", () => {
  it("defaults to dark when nothing valid is stored", () => {
    expect(parseThemePreference(null)).toBe("dark");
    expect(parseThemePreference("purple")).toBe("dark");
    expect(parseThemePreference("light")).toBe("light");
  });

  it("lets the operating system decide for system", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("system", null)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });

  it("reads and writes the `theme` key, surviving storage that throws", () => {
    const store = new Map<string, string>();
    writeStoredPreference({ setItem: (key, value) => void store.set(key, value) }, "system");
    expect(store.get("theme")).toBe("system");
    expect(readStoredPreference({ getItem: (key) => store.get(key) ?? null })).toBe("system");

    const throwing = () => {
      throw new Error("blocked");
    };
    expect(readStoredPreference({ getItem: throwing })).toBe("dark");
    expect(() => writeStoredPreference({ setItem: throwing }, "light")).not.toThrow();
  });

  it("leaves exactly one theme class on the root and sets color-scheme", () => {
    const classes = new Set(["dark", "other"]);
    const root = {
      classList: { add: (c: string) => void classes.add(c), remove: (c: string) => void classes.delete(c) },
      style: { colorScheme: "dark" },
    };
    applyResolvedTheme(root, "light");
    expect([...classes].sort()).toEqual(["light", "other"]);
    expect(root.style.colorScheme).toBe("light");
  });
});
