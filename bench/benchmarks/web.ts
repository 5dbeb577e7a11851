// Web: what each route loads first (gzip, from the build manifest, against the budgets
// `npm run build` enforces), and Lighthouse's desktop performance figures for the public pages.
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Result } from "lighthouse";
import { kb, measureRoutes, readBudgets, readManifest, type RouteSize } from "../../scripts/firstLoad.js";
import { readWebRoutes } from "../../scripts/webRoutes.js";
import { startGateway } from "../lib/gateway.js";
import type { BenchContext, BenchRow, Benchmark } from "../lib/types.js";

const root = path.resolve(import.meta.dirname, "../..");
/** Signed out: Lighthouse starts each run with empty storage and no cookies. */
const PAGES = ["/", "/courses", "/community"];
/** Lighthouse's figures vary from run to run; the run with the median score is reported. */
const RUNS = 3;
const GOAL_SCORE = 95;
const GOAL_CLS = 0.05;

const benchmark: Benchmark = async (context) => [...(await firstLoadRows(context)), ...(await lighthouseRows(context))];
export default benchmark;

async function firstLoadRows(context: BenchContext): Promise<BenchRow[]> {
  const sizes = measureRoutes(
    context.webDist,
    readManifest(context.webDist),
    await readWebRoutes(path.join(root, "web")),
  );
  const budgets = readBudgets(path.join(root, "web", "budgets.json"));
  const rows: BenchRow[] = [];
  for (const { label, size } of alike(sizes)) {
    const budget = budgets[size.path];
    rows.push(
      {
        benchmark: "web",
        metric: `first-load JS gzip, ${label}`,
        value: round1(kb(size.jsBytes)),
        unit: "KB",
        ...(budget ? { goal: `≤ ${budget.js}`, met: kb(size.jsBytes) <= budget.js } : {}),
      },
      {
        benchmark: "web",
        metric: `first-load CSS gzip, ${label}`,
        value: round1(kb(size.cssBytes)),
        unit: "KB",
        ...(budget ? { goal: `≤ ${budget.css}`, met: kb(size.cssBytes) <= budget.css } : {}),
      },
    );
  }
  return rows;
}

/** Routes that load exactly the same files (the lesson pages, the track pages) make one row. */
function alike(sizes: RouteSize[]): { label: string; size: RouteSize }[] {
  const groups = new Map<string, RouteSize[]>();
  for (const size of sizes) {
    const key = JSON.stringify([[...size.files.js].sort(), [...size.files.css].sort()]);
    groups.set(key, [...(groups.get(key) ?? []), size]);
  }
  return [...groups.values()].map((group) => ({
    label: group.length === 1 ? group[0]!.path : `${group[0]!.path} (+${group.length - 1} routes alike)`,
    size: group[0]!,
  }));
}

async function lighthouseRows(context: BenchContext): Promise<BenchRow[]> {
  const gateway = await startGateway(context);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows: BenchRow[] = [];
  try {
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          `${gateway.url}${page}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
        runs.push(result.lhr);
      }
      const lhr = runs.sort((a, b) => score(a) - score(b))[Math.floor(runs.length / 2)]!;
      const report = path.join(
        context.workDir,
        `lighthouse${page === "/" ? "-landing" : page.replace(/\//g, "-")}.json`,
      );
      writeFileSync(report, JSON.stringify(lhr));
      context.log(
        `web: Lighthouse ${page}: scores ${runs.map(score).join(", ")}; the median run's report: ${report} (bench/run.ts --keep keeps it)`,
      );
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const cls = audit("cumulative-layout-shift");
      rows.push(
        {
          benchmark: "web",
          metric: `Lighthouse performance score, ${page}`,
          value: score(lhr),
          unit: "score",
          goal: `≥ ${GOAL_SCORE}`,
          met: score(lhr) >= GOAL_SCORE,
        },
        { benchmark: "web", metric: `LCP, ${page}`, value: Math.round(audit("largest-contentful-paint")), unit: "ms" },
        {
          benchmark: "web",
          metric: `CLS, ${page}`,
          value: Math.round(cls * 1000) / 1000,
          unit: "",
          goal: `≤ ${GOAL_CLS}`,
          met: cls <= GOAL_CLS,
        },
        { benchmark: "web", metric: `TBT, ${page}`, value: Math.round(audit("total-blocking-time")), unit: "ms" },
      );
    }
  } finally {
    chrome.kill();
    await gateway.stop();
  }
  return rows;
}

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const round1 = (value: number) => Math.round(value * 10) / 10;
