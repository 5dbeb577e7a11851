// What each screen of the built web app loads first, in gzip bytes, and whether that fits its budget.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { WebRoute } from "./webRoutes.js";

/** The part of Vite's build manifest (`build.manifest`, .vite/manifest.json) read here. */
export type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; dynamicImports?: string[] }
>;

export type FirstLoad = { js: string[]; css: string[] };

/**
 * The files a first visit fetches before the screen can render: the entry chunk and its static
 * imports, plus each lazily loaded route module and its static imports, with the styles of all of
 * them. Dynamic imports those chunks make later (another screen, a dialog) are not part of it.
 */
export function firstLoadFiles(manifest: ViteManifest, lazyModules: string[]): FirstLoad {
  const js = new Set<string>();
  const css = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string, importer: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(
        `${key} (loaded by ${importer}) is not in the build manifest: rebuild the web app from this source`,
      );
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((imported) => visit(imported, key));
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error("the build manifest has no entry");
  entries.forEach((key) => visit(key, "the page"));
  lazyModules.forEach((key) => visit(key, "the router"));
  return { js: [...js], css: [...css] };
}

/** Budgets in KB of gzip (1 KB = 1,000 bytes, as Vite prints sizes), per route path. */
export type Budgets = Record<string, { js: number; css: number }>;

export type RouteSize = { path: string; jsBytes: number; cssBytes: number; files: FirstLoad };

/** Gzip sizes (zlib's default level, as Vite's report and the e2e check use) of each route's first load. */
export function measureRoutes(distDir: string, manifest: ViteManifest, routes: WebRoute[]): RouteSize[] {
  const sizes = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) sizes.set(file, (size = gzipSync(readFileSync(path.join(distDir, file))).length));
    return size;
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  return routes.map((route) => {
    const files = firstLoadFiles(manifest, route.lazyModules);
    return { path: route.path, jsBytes: sum(files.js), cssBytes: sum(files.css), files };
  });
}

export const kb = (bytes: number) => bytes / 1000;

/** What breaks a budget, one sentence each; empty when everything fits. */
export function budgetViolations(sizes: RouteSize[], budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const size of sizes) {
    const budget = budgets[size.path];
    if (!budget) {
      problems.push(`${size.path} has no budget: add one to web/budgets.json`);
      continue;
    }
    for (const [kind, bytes, limit] of [
      ["JavaScript", size.jsBytes, budget.js],
      ["CSS", size.cssBytes, budget.css],
    ] as const) {
      if (kb(bytes) > limit)
        problems.push(
          `${size.path} loads ${kb(bytes).toFixed(1)} KB of ${kind} (gzip) first; its budget is ${limit} KB`,
        );
    }
  }
  const routes = new Set(sizes.map((size) => size.path));
  for (const routePath of Object.keys(budgets)) {
    if (!routes.has(routePath))
      problems.push(`web/budgets.json has a budget for ${routePath}, which the router no longer has`);
  }
  return problems;
}

export function readManifest(distDir: string): ViteManifest {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: build the web app with \`npm run build\` (vite.config.ts writes the manifest)`,
    );
  return JSON.parse(readFileSync(file, "utf8")) as ViteManifest;
}

export function readBudgets(file: string): Budgets {
  return (JSON.parse(readFileSync(file, "utf8")) as { routes: Budgets }).routes;
}
