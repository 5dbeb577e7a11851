// The web app's screens and the modules each one lazy-loads, read from the router itself
// (web/src/router/routes.tsx), so the budget check never works from a second, hand-kept route list.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/** One screen of the router: its URL pattern and the modules its matched routes load lazily. */
export type WebRoute = {
  /** "/", "/community", "/*", … */
  path: string;
  /** Source modules relative to the web root (Vite's manifest keys), outermost route first. */
  lazyModules: string[];
};

type RouteLike = { path?: string; index?: boolean; lazy?: unknown; children?: RouteLike[] };

/**
 * Evaluates the route table as the app builds it (filters, spreads and all), with two changes:
 * components (.tsx, .css.ts) and packages are inert stand-ins, so nothing renders and no browser
 * API is touched; and each route's `lazy` import is recorded instead of performed. Plain .ts
 * modules it imports (the screen table) run as written.
 */
export async function readWebRoutes(
  webRoot: string,
  routesFile = "src/router/routes.tsx",
  exportName = "routes",
): Promise<WebRoute[]> {
  let recording: string[] | undefined;
  const loaded = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = loaded.get(file);
    if (cached) return cached;
    const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
      },
    });
    const module = { exports: {} as Record<string, unknown> };
    // Registered before it runs, as CommonJS does, so an import cycle ends instead of recursing.
    loaded.set(file, module.exports);
    const require = (specifier: string) => {
      const resolved = resolveLocal(file, specifier);
      // Static imports run while the module is evaluated; a call afterwards is a dynamic import().
      if (recording) {
        if (!resolved)
          throw new Error(
            `${path.relative(webRoot, file)}: lazy import of "${specifier}" is not a module of the web app`,
          );
        recording.push(toManifestKey(webRoot, resolved));
        return inert;
      }
      return resolved && /(?<!\.css)\.ts$/.test(resolved) ? load(resolved) : inert;
    };
    new Function("exports", "require", "module", outputText)(module.exports, require, module);
    return module.exports;
  };

  const routes = load(path.join(webRoot, routesFile))[exportName];
  if (!Array.isArray(routes)) throw new Error(`${routesFile} does not export an array named ${exportName}`);

  const lazyModulesOf = async (lazy: unknown) => {
    const loaders =
      typeof lazy === "function" ? [lazy] : Object.values(lazy as object).filter((v) => typeof v === "function");
    recording = [];
    try {
      for (const loader of loaders) await (loader as () => Promise<unknown>)();
      return recording;
    } finally {
      recording = undefined;
    }
  };

  const screens: WebRoute[] = [];
  const walk = async (children: RouteLike[], parentPath: string, lazyModules: string[]) => {
    for (const route of children) {
      const routePath = route.index ? parentPath : joinPath(parentPath, route.path);
      const modules = route.lazy ? [...lazyModules, ...(await lazyModulesOf(route.lazy))] : lazyModules;
      if (route.children?.length) await walk(route.children, routePath, modules);
      else screens.push({ path: routePath, lazyModules: modules });
    }
  };
  await walk(routes as RouteLike[], "/", []);
  return screens;
}

function joinPath(parent: string, segment: string | undefined) {
  if (segment === undefined || segment === "") return parent;
  if (segment.startsWith("/")) return segment;
  return `${parent.replace(/\/$/, "")}/${segment}`;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => existsSync(file) && statSync(file).isFile());
}

const toManifestKey = (webRoot: string, file: string) => path.relative(webRoot, file).split(path.sep).join("/");

/** Stands in for components and packages: any property, call or construction gives itself back. */
const inert: unknown = new Proxy(function inert() {}, {
  // Not a thenable (an awaited import resolves to it), and an ES module namespace to __importStar.
  get: (_target, key) =>
    key === "then" ? undefined : key === "__esModule" ? true : key === Symbol.toPrimitive ? () => "" : inert,
  apply: () => inert,
  construct: () => inert as object,
});
