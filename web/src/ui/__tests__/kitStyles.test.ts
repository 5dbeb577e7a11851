import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const uiDir = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("kit styles", () => {
  it("loads every kit style file with the entry, so pages can override kit properties", () => {
    const styleFiles = readdirSync(uiDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css.ts") && !file.includes("__tests__"))
      .map((file) => `./${file.replace(/\\/g, "/").replace(/\.ts$/, "")}`);
    const imported = [...readFileSync(join(uiDir, "kitStyles.ts"), "utf8").matchAll(/^import "(.+)";$/gm)].map(
      (match) => match[1],
    );
    expect(styleFiles.length).toBeGreaterThan(10);
    expect(styleFiles.filter((file) => !imported.includes(file))).toEqual([]);
    const main = readFileSync(join(uiDir, "..", "main.tsx"), "utf8");
    expect(main.indexOf('import "./ui/kitStyles";')).toBeGreaterThan(-1);
    expect(main.indexOf('import "./ui/kitStyles";')).toBeLessThan(main.indexOf("createAppRouter"));
  });
});
