import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The browser build resolves relay-runtime and react-relay to the entries in ../bundle
// (vite.config.ts, relayEntries). Rollup checks the client's own imports against them when it
// builds; these tests check what it cannot: what react-relay's CommonJS reads from relay-runtime.
const require = createRequire(import.meta.url);
const bundleDir = path.resolve(import.meta.dirname, "../bundle");
const relayRuntimeEntry = require(path.join(bundleDir, "relayRuntime.cjs")) as Record<string, unknown>;
const relayRuntime = require("relay-runtime") as Record<string, unknown>;
const reactRelayHooks = require("react-relay/hooks") as Record<string, unknown>;
// Untyped JavaScript, so imported by path rather than by name.
const reactRelayEntry = (await import(path.join(bundleDir, "reactRelay.js"))) as Record<string, unknown>;

/** The react-relay modules the entry imports and every module they require, relatively. */
function reactRelayModules(): string[] {
  const entry = readFileSync(path.join(bundleDir, "reactRelay.js"), "utf8");
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, , specifier] of source.matchAll(/require\((['"])(\.[^'"]+)\1\)/g))
      visit(require.resolve(path.resolve(path.dirname(file), specifier!)));
  };
  for (const [, specifier] of entry.matchAll(/from "(react-relay\/lib\/[^"]+)"/g)) visit(require.resolve(specifier!));
  return [...seen];
}

/** Each name a module reads from `require('relay-runtime')`, as "name" or "__internal.name". */
function namesReadFromRelayRuntime(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const names: string[] = [];
  for (const [, binding] of source.matchAll(/(\w+) = require\((['"])relay-runtime\2\)/g)) {
    for (const [, name, member] of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)(?:\\.(\\w+))?`, "g")))
      names.push(name === "__internal" && member ? `__internal.${member}` : name!);
    for (const [, member] of source.matchAll(new RegExp(`\\b${binding}\\$__internal\\.(\\w+)`, "g")))
      names.push(`__internal.${member}`);
  }
  return names;
}

const valueAt = (exports: Record<string, unknown>, name: string) =>
  name.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], exports);

describe("the browser build's relay-runtime entry", () => {
  it("gives react-relay's hooks every value they read from relay-runtime", () => {
    const modules = reactRelayModules();
    expect(modules.length).toBeGreaterThan(20);
    const read = [...new Set(modules.flatMap(namesReadFromRelayRuntime))].sort();
    expect(read).toContain("__internal.fetchQueryDeduped");
    expect(read.filter((name) => valueAt(relayRuntimeEntry, name) === undefined)).toEqual([]);
  });

  it("holds the same objects as relay-runtime's own index, so nothing is loaded twice", () => {
    for (const name of Object.keys(relayRuntimeEntry).filter((key) => key !== "__internal"))
      expect(relayRuntimeEntry[name], name).toBe(relayRuntime[name]);
    const internal = relayRuntimeEntry.__internal as Record<string, unknown>;
    for (const name of Object.keys(internal))
      expect(internal[name], `__internal.${name}`).toBe((relayRuntime.__internal as Record<string, unknown>)[name]);
  });
});

describe("the browser build's react-relay entry", () => {
  it("exports react-relay's own hooks and functions", () => {
    for (const [name, value] of Object.entries(reactRelayEntry)) expect(value, name).toBe(reactRelayHooks[name]);
  });

  it("exports every value the client imports from react-relay or relay-runtime", () => {
    const sources = readdirSync(path.resolve(bundleDir, "../.."), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.includes("__generated__"))
      .map((file) => readFileSync(path.resolve(bundleDir, "../..", file), "utf8"));
    const imported = (from: string) =>
      sources.flatMap((source) =>
        [...source.matchAll(new RegExp(`import \\{([^}]*)\\} from "${from}"`, "g"))].flatMap(([, names]) =>
          names!
            .split(",")
            .map((name) => name.trim())
            .filter((name) => name && !name.startsWith("type ")),
        ),
      );
    const reactRelayNames = imported("react-relay");
    const relayRuntimeNames = imported("relay-runtime");
    expect(reactRelayNames).toContain("usePreloadedQuery");
    expect(relayRuntimeNames).toContain("Environment");
    expect(reactRelayNames.filter((name) => !(name in reactRelayEntry))).toEqual([]);
    expect(relayRuntimeNames.filter((name) => relayRuntimeEntry[name] === undefined)).toEqual([]);
  });
});
