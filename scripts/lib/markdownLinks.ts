// The links of the project's Markdown (README.md, docs/*.md): every one must resolve inside the
// repository, since a clone has nothing beside it. A link is a file or folder of the repository
// (relative to the page), optionally with a #fragment naming a heading of a Markdown target, or a
// fragment alone (a heading of the page itself). Links with a scheme (https:, mailto:) or an absolute
// path are refused: they point outside the repository, or only work on some host.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type LinkProblem = { file: string; line: number; link: string; problem: string };

/** The page's text with fenced code blocks and inline code blanked out (lines kept, so numbers hold). */
function withoutCode(markdown: string): string {
  let fenced = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line.replace(/`+[^`]*`+/g, "");
    })
    .join("\n");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every link target of a page: inline links and images, reference definitions and autolinks. */
export function linkTargets(markdown: string): { line: number; target: string }[] {
  const targets: { line: number; target: string }[] = [];
  withoutCode(markdown)
    .split("\n")
    .forEach((text, index) => {
      const line = index + 1;
      for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g))
        targets.push({ line, target: m[1]! });
      for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)) targets.push({ line, target: m[1]! });
      for (const m of text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]*)>/gi)) targets.push({ line, target: m[1]! });
    });
  return targets;
}

/** What is wrong with the links of `files` (paths relative to `root`); [] when every one resolves. */
export function markdownLinkProblems(root: string, files: readonly string[]): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(file, "utf8")));
    return anchorsOf.get(file)!;
  };
  for (const file of files) {
    const absolute = path.resolve(root, file);
    for (const { line, target } of linkTargets(readFileSync(absolute, "utf8"))) {
      const report = (problem: string) => problems.push({ file, line, link: target, problem });
      if (target === "") {
        report("empty link");
        continue;
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) {
        report("points outside the repository");
        continue;
      }
      if (target.startsWith("/")) {
        report("absolute path: write it relative to the page");
        continue;
      }
      const [rawPath = "", fragment] = target.split("#", 2) as [string, string | undefined];
      const resolved = rawPath ? path.resolve(path.dirname(absolute), decodeURI(rawPath)) : absolute;
      const relative = path.relative(path.resolve(root), resolved);
      if (relative.startsWith("..") || path.isAbsolute(relative)) {
        report("points outside the repository");
        continue;
      }
      if (!existsSync(resolved)) {
        report("no such file in the repository");
        continue;
      }
      if (fragment === undefined) continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith(".md")) {
        report("a #fragment on something other than a Markdown page");
        continue;
      }
      if (!anchors(resolved).has(decodeURIComponent(fragment))) report(`no heading with the anchor #${fragment}`);
    }
  }
  return problems;
}
