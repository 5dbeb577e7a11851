import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetViolations, firstLoadFiles, measureRoutes, type ViteManifest } from "../firstLoad";
import { readWebRoutes } from "../webRoutes";

// A small app: a landing page without the data layer, two screens under a lazy data layout, and a
// dialog the landing page opens later (a dynamic import that is not part of the first load).
const manifest: ViteManifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js"],
    css: ["assets/index.css"],
    dynamicImports: ["src/Landing.tsx", "src/Layout.tsx", "src/Board.tsx", "src/Catalogue.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "_relay.js": { file: "assets/relay.js", imports: ["_react.js"] },
  "_TopBar.js": { file: "assets/TopBar.js", imports: ["_react.js", "index.html"], css: ["assets/TopBar.css"] },
  "src/Landing.tsx": {
    file: "assets/Landing.js",
    imports: ["_react.js", "index.html"],
    css: ["assets/Landing.css"],
    dynamicImports: ["src/Dialog.tsx"],
  },
  "src/Dialog.tsx": { file: "assets/Dialog.js", imports: ["_react.js"], css: ["assets/Dialog.css"] },
  "src/Layout.tsx": { file: "assets/Layout.js", imports: ["_relay.js", "index.html"] },
  "src/Board.tsx": { file: "assets/Board.js", imports: ["_relay.js", "_TopBar.js"], css: ["assets/Board.css"] },
  "src/Catalogue.tsx": { file: "assets/Catalogue.js", imports: ["_TopBar.js"] },
};

describe("first-load files from the build manifest", () => {
  it("takes the entry and the route's lazy modules with their static imports and styles, once each", () => {
    expect(firstLoadFiles(manifest, ["src/Layout.tsx", "src/Board.tsx"])).toEqual({
      js: [
        "assets/index.js",
        "assets/react.js",
        "assets/Layout.js",
        "assets/relay.js",
        "assets/Board.js",
        "assets/TopBar.js",
      ],
      css: ["assets/index.css", "assets/Board.css", "assets/TopBar.css"],
    });
  });

  it("leaves out what a screen imports dynamically later", () => {
    const landing = firstLoadFiles(manifest, ["src/Landing.tsx"]);
    expect(landing.js).toEqual(["assets/index.js", "assets/react.js", "assets/Landing.js"]);
    expect(landing.css).toEqual(["assets/index.css", "assets/Landing.css"]);
  });

  it("refuses a route module the build does not know", () => {
    expect(() => firstLoadFiles(manifest, ["src/Gone.tsx"])).toThrow(
      "src/Gone.tsx (loaded by the router) is not in the build manifest",
    );
  });
});

describe("gzip sizes and budgets", () => {
  let dist: string;
  const files: Record<string, string> = {
    "assets/index.js": "console.log('entry');".repeat(50),
    "assets/index.css": "body{margin:0}",
    "assets/react.js": "export const react = 1;".repeat(400),
    "assets/relay.js": "export const relay = 2;".repeat(300),
    "assets/Layout.js": "layout",
    "assets/Landing.js": "landing",
    "assets/Landing.css": ".hero{color:red}",
    "assets/Board.js": "board",
    "assets/Board.css": ".board{}",
    "assets/TopBar.js": "topbar",
    "assets/TopBar.css": ".bar{}",
  };
  const gz = (name: string) => gzipSync(files[name]!).length;

  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), "web-budgets-"));
    mkdirSync(path.join(dist, "assets"));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("sums the gzip size of every file a route loads first", () => {
    const [landing, board] = measureRoutes(dist, manifest, [
      { path: "/", lazyModules: ["src/Landing.tsx"] },
      { path: "/board", lazyModules: ["src/Layout.tsx", "src/Board.tsx"] },
    ]);
    expect(landing!.jsBytes).toBe(gz("assets/index.js") + gz("assets/react.js") + gz("assets/Landing.js"));
    expect(landing!.cssBytes).toBe(gz("assets/index.css") + gz("assets/Landing.css"));
    expect(board!.jsBytes).toBe(
      ["index", "react", "Layout", "relay", "Board", "TopBar"].reduce((sum, name) => sum + gz(`assets/${name}.js`), 0),
    );
  });

  it("names each route over its budget, each route without one and each budget without a route", () => {
    const sizes = [
      { path: "/", jsBytes: 170_400, cssBytes: 3_000, files: { js: [], css: [] } },
      { path: "/board", jsBytes: 200_000, cssBytes: 5_100, files: { js: [], css: [] } },
      { path: "/new", jsBytes: 1, cssBytes: 1, files: { js: [], css: [] } },
    ];
    expect(
      budgetViolations(sizes, { "/": { js: 170, css: 4 }, "/board": { js: 220, css: 5 }, "/old": { js: 1, css: 1 } }),
    ).toEqual([
      "/ loads 170.4 KB of JavaScript (gzip) first; its budget is 170 KB",
      "/board loads 5.1 KB of CSS (gzip) first; its budget is 5 KB",
      "/new has no budget: add one to web/budgets.json",
      "web/budgets.json has a budget for /old, which the router no longer has",
    ]);
    expect(budgetViolations(sizes.slice(0, 1), { "/": { js: 170.4, css: 3 } })).toEqual([]);
  });
});

describe("the route table, read from the router", () => {
  let web: string;
  beforeAll(() => {
    web = mkdtempSync(path.join(os.tmpdir(), "web-routes-"));
    mkdirSync(path.join(web, "src", "router"), { recursive: true });
    mkdirSync(path.join(web, "src", "pages"));
    for (const page of ["Landing.tsx", "Board.tsx", "Catalogue.tsx", "NotFound.tsx"]) {
      writeFileSync(
        path.join(web, "src", "pages", page),
        "throw new Error('a screen must not run while routes are read');",
      );
    }
    writeFileSync(path.join(web, "src", "router", "Layout.tsx"), "export function Layout() { return null; }");
    writeFileSync(path.join(web, "src", "router", "Shell.css.ts"), "throw new Error('styles must not run');");
    writeFileSync(
      path.join(web, "src", "router", "screens.ts"),
      `import type { RouteObject } from "react-router-dom";
       export const screens: RouteObject[] = [
         { index: true, lazy: () => import("../pages/Landing").then((m) => ({ Component: m.Landing })) },
         { path: "board", lazy: () => import("../pages/Board").then((m) => m.boardRoute) },
         { path: "courses", lazy: { Component: async () => (await import("../pages/Catalogue")).Catalogue } },
         { path: "*", lazy: () => import("../pages/NotFound") },
       ];`,
    );
    writeFileSync(
      path.join(web, "src", "router", "routes.tsx"),
      `import type { RouteObject } from "react-router-dom";
       import { Shell } from "./Shell";
       import { shellClass } from "./Shell.css";
       import { screens } from "./screens";
       const plain = (route: RouteObject) => route.index === true || route.path === "*";
       export const routes: RouteObject[] = [
         {
           path: "/",
           element: <Shell className={shellClass} />,
           children: [
             ...screens.filter(plain),
             { lazy: () => import("./Layout").then((m) => ({ Component: m.Layout })), children: screens.filter((r) => !plain(r)) },
           ],
         },
       ];`,
    );
  });
  afterAll(() => rmSync(web, { recursive: true, force: true }));

  it("lists every screen with the modules its matched routes load lazily, without running components", async () => {
    expect(await readWebRoutes(web)).toEqual([
      { path: "/", lazyModules: ["src/pages/Landing.tsx"] },
      { path: "/*", lazyModules: ["src/pages/NotFound.tsx"] },
      { path: "/board", lazyModules: ["src/router/Layout.tsx", "src/pages/Board.tsx"] },
      { path: "/courses", lazyModules: ["src/router/Layout.tsx", "src/pages/Catalogue.tsx"] },
    ]);
  });

  it("reads the app's own router: the landing page outside the data layout, the others inside it", async () => {
    const routes = await readWebRoutes(path.resolve(import.meta.dirname, "../../web"));
    expect(routes.find((route) => route.path === "/")?.lazyModules).toEqual(["src/pages/landing/LandingPage.tsx"]);
    expect(routes.find((route) => route.path === "/community")?.lazyModules).toEqual([
      "src/router/RelayLayout.tsx",
      "src/pages/community/communityRoute.ts",
    ]);
    expect(routes.map((route) => route.path)).toContain("/*");
  });
});
