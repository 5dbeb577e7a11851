import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP_NAME, DEFAULT_DESCRIPTION, documentTitle, routeHandle, routeMeta } from "../routeMeta";

const indexHtml = readFileSync(path.join(import.meta.dirname, "../../../index.html"), "utf8");
const headContent = (attribute: string, key: string) =>
  indexHtml.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

describe("routeMeta", () => {
  it("takes the innermost matched route that names itself", () => {
    const matches = [
      { handle: undefined },
      { handle: routeHandle({ title: "Community", description: "The board." }) },
      { handle: {} },
      { handle: routeHandle({ title: "Discussion", description: "One discussion." }) },
      { handle: undefined },
    ];
    expect(routeMeta(matches)).toEqual({ title: "Discussion", description: "One discussion." });
  });

  it("falls back to the app's description where no route names itself", () => {
    expect(routeMeta([{ handle: undefined }, { handle: null }])).toEqual({ description: DEFAULT_DESCRIPTION });
  });
});

describe("documentTitle", () => {
  it("puts the screen's name before the app's", () => {
    expect(documentTitle("Course Catalogue")).toBe("Course Catalogue | CyberLab Academy");
  });

  it("uses the app's name alone for a screen without one", () => {
    expect(documentTitle(undefined)).toBe(APP_NAME);
    expect(documentTitle("")).toBe(APP_NAME);
    expect(documentTitle(APP_NAME)).toBe(APP_NAME);
  });
});

describe("index.html", () => {
  it("carries the same defaults for clients that run no script (crawlers, link previews)", () => {
    expect(indexHtml).toContain(`<title>${APP_NAME}</title>`);
    expect(headContent("name", "description")).toBe(DEFAULT_DESCRIPTION);
    expect(headContent("property", "og:description")).toBe(DEFAULT_DESCRIPTION);
    expect(headContent("property", "og:title")).toBe(APP_NAME);
    expect(headContent("property", "og:site_name")).toBe(APP_NAME);
    expect(headContent("property", "og:type")).toBe("website");
    expect(indexHtml).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });
});
