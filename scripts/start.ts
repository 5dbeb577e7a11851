import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { settingsFromEnv } from "../gateway/settings.js";
import { compiledEntry, ensureGatewayBuild } from "./lib/gatewayBuild.js";
import { ensureWebBuild } from "./lib/webBuild.js";

// `npm start`: the configuration is checked first (a mistake is one line, before anything slow), the web
// app is built and the gateway compiled only when their sources changed since the last time, then the
// compiled gateway (dist/, plain JavaScript: nothing is transpiled) starts in this process.

const root = path.resolve(import.meta.dirname, "..");
try {
  settingsFromEnv();
} catch (error) {
  console.error(`CyberLab Academy cannot start: ${(error as Error).message}`);
  process.exit(1);
}

try {
  // The web build first: it rewrites the trusted documents the gateway reads.
  // A production build whatever NODE_ENV says (Vite would otherwise bundle React's development build).
  const web = await ensureWebBuild(root, () => run("npm", ["run", "build:web"], { NODE_ENV: "production" }));
  console.log(web === "built" ? "web app built" : "web app up to date: build skipped");
  const gateway = await ensureGatewayBuild(root);
  console.log(gateway === "built" ? "gateway compiled into dist/" : "gateway up to date: compile skipped");
} catch (error) {
  console.error(`CyberLab Academy cannot start: ${(error as Error).message}`);
  process.exit(1);
}
// Stack traces in the logs name the TypeScript sources (dist/ holds the source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, compiledEntry("gateway/main.ts"))).href);

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
