import { spawn } from "node:child_process";
import path from "node:path";
import { settingsFromEnv } from "../gateway/settings.js";
import { ensureWebBuild } from "./lib/webBuild.js";

// `npm start`: the configuration is checked first (a mistake is one line, before anything slow), the web
// app is built only when its sources changed since the last build, then the gateway starts in this process.

const root = path.resolve(import.meta.dirname, "..");
try {
  settingsFromEnv();
} catch (error) {
  console.error(`CyberLab Academy cannot start: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const outcome = await ensureWebBuild(root, () => run("npm", ["run", "build"]));
  console.log(outcome === "built" ? "web app built" : "web app up to date: build skipped");
} catch (error) {
  console.error(`CyberLab Academy cannot start: ${(error as Error).message}`);
  process.exit(1);
}
await import("../gateway/main.js");

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
