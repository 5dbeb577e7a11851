// Runs relay-compiler whenever a source file under web/src changes. relay-compiler's own
// --watch needs Watchman, which these machines do not have.
import { spawn } from "node:child_process";
import { watch } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
let running = false;
let again = false;

function compile(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const child = spawn("npx", ["relay-compiler"], { cwd: root, stdio: "inherit" });
  child.on("exit", () => {
    running = false;
    if (again) {
      again = false;
      compile();
    }
  });
}

let timer: NodeJS.Timeout | undefined;
const onChange = (_event: string, file: string | null) => {
  if (file && (file.includes("__generated__") || !/\.(tsx?|graphql)$/.test(file))) return;
  clearTimeout(timer);
  timer = setTimeout(compile, 150);
};
watch(path.join(root, "web/src"), { recursive: true }, onChange);
watch(path.join(root, "schema.graphql"), onChange);
compile();
