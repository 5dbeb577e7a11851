// Run by `npm run build` after Vite: fails the build when the folder the gateway serves holds a
// source map or a file naming one, then prints each route's first-load JavaScript and CSS (gzip)
// and fails the build when one exceeds its budget in web/budgets.json.
// Usage: tsx scripts/webBudgets.ts [built web app folder, default web/dist]
import path from "node:path";
import {
  budgetViolations,
  kb,
  measureRoutes,
  readBudgets,
  readManifest,
  type Budgets,
  type RouteSize,
} from "./firstLoad.js";
import { publicSourceMaps } from "./publicSourceMaps.js";
import { readWebRoutes } from "./webRoutes.js";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(process.argv[2] ?? path.join(root, "web", "dist"));
const budgetsFile = path.join(root, "web", "budgets.json");

// Served, source maps would hand anyone the client's whole source (vite.config.ts keeps them in web/sourcemaps).
const leaks = publicSourceMaps(distDir);
if (leaks.length > 0) {
  console.error(
    `Source maps in ${path.relative(root, distDir) || distDir}, which the gateway serves:\n${leaks.map((file) => `  - ${file}`).join("\n")}`,
  );
  process.exit(1);
}

const sizes = measureRoutes(distDir, readManifest(distDir), await readWebRoutes(path.join(root, "web")));
const budgets = readBudgets(budgetsFile);
console.log(table(sizes, budgets));
const problems = budgetViolations(sizes, budgets);
if (problems.length > 0) {
  console.error(`\nWeb budgets exceeded:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\nEvery route is within its first-load budget (web/budgets.json).");

function table(rows: RouteSize[], limits: Budgets) {
  const cells = rows.map((row) => [
    row.path,
    kb(row.jsBytes).toFixed(1),
    String(limits[row.path]?.js ?? "-"),
    kb(row.cssBytes).toFixed(1),
    String(limits[row.path]?.css ?? "-"),
  ]);
  const header = ["route (first load, gzip)", "JS KB", "budget", "CSS KB", "budget"];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i]!.length)));
  const line = (cell: string[]) =>
    cell.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}
