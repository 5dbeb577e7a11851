import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureWebBuild, webInputsHash } from "../lib/webBuild.js";

// `npm start` builds the web app only when web/dist is missing or its sources changed.
describe("ensureWebBuild", () => {
  let root: string;
  let builds: number;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // A stand-in for `npm run build`: Relay's output and web/dist, as the real one writes them.
  const build = async () => {
    builds += 1;
    write("web/src/__generated__/Query.graphql.ts", `// build ${builds}`);
    write("web/dist/index.html", "<div id=root></div>");
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "cyberlab-webbuild-"));
    builds = 0;
    write("web/index.html", "<!doctype html>");
    write("web/src/main.tsx", "render()");
    write("schema.graphql", "type Query { ok: Boolean }");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("builds on the first start and skips the build on the second", async () => {
    expect(await ensureWebBuild(root, build)).toBe("built");
    expect(await ensureWebBuild(root, build)).toBe("up to date");
    expect(builds).toBe(1);
  });

  it("builds again when a source, the schema or the lockfile changed, or web/dist is gone", async () => {
    await ensureWebBuild(root, build);
    write("web/src/main.tsx", "render(<App />)");
    expect(await ensureWebBuild(root, build)).toBe("built");
    write("schema.graphql", "type Query { ok: Boolean, more: Int }");
    expect(await ensureWebBuild(root, build)).toBe("built");
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(await ensureWebBuild(root, build)).toBe("built");
    unlinkSync(path.join(root, "web/dist/index.html"));
    expect(await ensureWebBuild(root, build)).toBe("built");
    expect(await ensureWebBuild(root, build)).toBe("up to date");
    expect(builds).toBe(5);
  });

  it("hashes the sources, not what the build writes (Relay's output, web/dist)", () => {
    const before = webInputsHash(root);
    write("web/src/__generated__/Other.graphql.ts", "// generated");
    write("web/dist/assets/app.js", "bundle");
    expect(webInputsHash(root)).toBe(before);
    write("web/src/pages/New.tsx", "export {}");
    expect(webInputsHash(root)).not.toBe(before);
  });

  it("does not record a build that failed", async () => {
    await expect(
      ensureWebBuild(root, async () => {
        throw new Error("npm run build failed (exit 1)");
      }),
    ).rejects.toThrow("npm run build failed");
    expect(await ensureWebBuild(root, build)).toBe("built");
  });
});
