import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { headingAnchors, markdownLinkProblems } from "../lib/markdownLinks.js";

const root = path.resolve(import.meta.dirname, "../..");
/** The project's Markdown: the README and every page under docs/. */
const pages = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("the project's Markdown", () => {
  it("has the README and the docs pages it links to", () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/architecture.md",
        "docs/api.md",
        "docs/operations.md",
        "docs/performance.md",
        "docs/security.md",
        "docs/contributing.md",
      ]),
    );
  });

  it("links only to files and headings inside the repository, and every one resolves", () => {
    expect(markdownLinkProblems(root, pages)).toEqual([]);
  });
});

describe("the link check", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-links-"));
  mkdirSync(path.join(dir, "docs"));
  writeFileSync(
    path.join(dir, "docs", "guide.md"),
    "# Guide\n\n## Add a screen\n\n## Add a screen\n\n## A member's account (`/settings`)\n",
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const problemsOf = (markdown: string) => {
    writeFileSync(path.join(dir, "README.md"), markdown);
    return markdownLinkProblems(dir, ["README.md"]).map((p) => `${p.line} ${p.link}: ${p.problem}`);
  };

  it("names GitHub's anchors, repeats numbered", () => {
    expect([
      ...headingAnchors(
        "# Guide\n## Add a screen\n## Add a screen\n## A member's account (`/settings`)\n```\n# not a heading\n```\n",
      ),
    ]).toEqual(["guide", "add-a-screen", "add-a-screen-1", "a-members-account-settings"]);
  });

  it("accepts files, folders and headings that exist", () => {
    expect(
      problemsOf(
        "# Top\n[guide](docs/guide.md) [again](docs/guide.md#add-a-screen-1) [folder](docs) [self](#top) [acct](docs/guide.md#a-members-account-settings)\n",
      ),
    ).toEqual([]);
  });

  it("refuses what a clone cannot follow", () => {
    expect(
      problemsOf(
        [
          "# Top",
          "[spec](../shared/spec/product-spec.md)",
          "[site](https://example.com/page) <https://example.com>",
          "![shot](docs/images/missing.png)",
          "[gone](docs/guide.md#no-such-heading) [here](#nowhere)",
          "[root](/docs/guide.md)",
          "`[in code](../ignored.md)`",
          "```",
          "[in a block](../ignored.md)",
          "```",
        ].join("\n"),
      ),
    ).toEqual([
      "2 ../shared/spec/product-spec.md: points outside the repository",
      "3 https://example.com/page: points outside the repository",
      "3 https://example.com: points outside the repository",
      "4 docs/images/missing.png: no such file in the repository",
      "5 docs/guide.md#no-such-heading: no heading with the anchor #no-such-heading",
      "5 #nowhere: no heading with the anchor #nowhere",
      "6 /docs/guide.md: absolute path: write it relative to the page",
    ]);
  });
});
