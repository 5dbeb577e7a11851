import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  compiledEntry,
  ensureGatewayBuild,
  GATEWAY_BUILD_OPTIONS,
  GATEWAY_ENTRIES,
  gatewayInputsHash,
} from "../lib/gatewayBuild.js";

// `npm start` compiles the gateway only when dist/ is missing or its sources changed.
describe("ensureGatewayBuild", () => {
  let root: string;
  let builds: number;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // A stand-in for the esbuild compile: the entries' output and the record, as buildGateway writes them.
  const build = async () => {
    builds += 1;
    const inputs = gatewayInputsHash(root);
    for (const entry of GATEWAY_ENTRIES) write(compiledEntry(entry), `// compile ${builds}`);
    write("dist/inputs-sha256", inputs);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "cyberlab-gatewaybuild-"));
    builds = 0;
    write("gateway/main.ts", "start()");
    write("schema/generated/prisma/client.ts", "export const PrismaClient = 1");
    write("prisma/seed.ts", "seed()");
    write("package-lock.json", "{}");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("compiles on the first start and skips the compile on the second", async () => {
    expect(await ensureGatewayBuild(root, build)).toBe("built");
    expect(await ensureGatewayBuild(root, build)).toBe("up to date");
    expect(builds).toBe(1);
  });

  it("compiles again when a source, the generated Prisma client or the lockfile changed, or an output is gone", async () => {
    await ensureGatewayBuild(root, build);
    write("gateway/main.ts", "start({ fast: true })");
    expect(await ensureGatewayBuild(root, build)).toBe("built");
    write("schema/generated/prisma/client.ts", "export const PrismaClient = 2");
    expect(await ensureGatewayBuild(root, build)).toBe("built");
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(await ensureGatewayBuild(root, build)).toBe("built");
    unlinkSync(path.join(root, "dist/scripts/seed.js"));
    expect(await ensureGatewayBuild(root, build)).toBe("built");
    expect(await ensureGatewayBuild(root, build)).toBe("up to date");
    expect(builds).toBe(5);
  });

  it("hashes what is compiled, not tests, migrations (read at run time) or dist/ itself", () => {
    const before = gatewayInputsHash(root);
    write("gateway/__tests__/main.test.ts", "it()");
    write("prisma/migrations/20990101000000_x/migration.sql", "SELECT 1;");
    write("dist/chunks/chunk-1.js", "bundle");
    expect(gatewayInputsHash(root)).toBe(before);
    write("gateway/security/persistedDocuments.json", "{}");
    expect(gatewayInputsHash(root)).not.toBe(before);
  });

  it("does not record a compile that failed", async () => {
    await expect(
      ensureGatewayBuild(root, async () => {
        throw new Error("esbuild failed");
      }),
    ).rejects.toThrow("esbuild failed");
    expect(await ensureGatewayBuild(root, build)).toBe("built");
  });
});

// What production runs is compiled with these options: a stack trace must still name the TypeScript.
describe("the compiled gateway's source maps", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "cyberlab-sourcemaps-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("map a thrown error to its TypeScript line, without carrying the sources' text", async () => {
    mkdirSync(path.join(root, "gateway"), { recursive: true });
    writeFileSync(
      path.join(root, "gateway/fails.ts"),
      [
        "type Reason = { text: string };",
        "",
        "export function fail(reason: Reason): never {",
        "  throw new Error(reason.text);",
        "}",
        "",
        'fail({ text: "mapped" });',
        "",
      ].join("\n"),
    );
    const { build } = await import("esbuild");
    await build({
      ...GATEWAY_BUILD_OPTIONS,
      absWorkingDir: root,
      entryPoints: ["gateway/fails.ts"],
      outdir: path.join(root, "dist"),
      outbase: ".",
    });
    const map = JSON.parse(readFileSync(path.join(root, "dist/gateway/fails.js.map"), "utf8")) as Record<
      string,
      unknown
    >;
    expect(map.sources).toEqual(["../../gateway/fails.ts"]);
    expect(map).not.toHaveProperty("sourcesContent");
    let stderr = "";
    try {
      execFileSync(process.execPath, ["--enable-source-maps", "dist/gateway/fails.js"], { cwd: root, stdio: "pipe" });
    } catch (error) {
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(stderr).toContain("Error: mapped");
    expect(stderr).toMatch(/gateway\/fails\.ts:4:\d+/);
  });
});
