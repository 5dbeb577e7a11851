import { expect, test, type Page } from "@playwright/test";

// The API explorers outside production (GraphiQL at /graphql, Swagger UI at /api/docs) work on a
// machine with no internet: every file they load comes from the gateway, under the site's own
// Content-Security-Policy. A request to another host, a policy violation or a page error fails.

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 768 },
];

/** What went wrong on the page: requests to other hosts, console errors (CSP reports among them), page errors. */
function watch(page: Page, baseURL: string) {
  const problems: string[] = [];
  const origin = new URL(baseURL).origin;
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:"))
      problems.push(`request ${url}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error ${error.message}`));
  return problems;
}

for (const viewport of VIEWPORTS) {
  test.describe(`API explorers at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("GraphiQL runs a query with the schema's completion, from this origin only", async ({ page, baseURL }) => {
      const problems = watch(page, baseURL!);
      await page.goto("/graphql");
      await expect(page).toHaveTitle("CyberLab Academy API");
      const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await editor.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("Delete");
      // Monaco closes brackets itself: typing the opening ones and the field is enough.
      await page.keyboard.type("{ categories { name");
      // The GraphQL worker (a file of this origin) suggests the schema's fields.
      await expect(page.locator(".suggest-widget.visible")).toBeVisible();
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: /Execute query/ }).click();
      // Monaco renders only the lines in view: the answer's start is what a phone shows too.
      await expect(page.locator(".graphiql-response")).toContainText('"categories": [', { timeout: 15_000 });
      expect(problems).toEqual([]);
    });

    test("Swagger UI renders the REST layer's document and calls an endpoint", async ({ page, baseURL }) => {
      const problems = watch(page, baseURL!);
      await page.goto("/api/docs");
      await expect(page.getByRole("heading", { name: /CyberLab Academy REST compatibility layer/ })).toBeVisible({
        timeout: 30_000,
      });
      const stats = page.locator("#operations-default-getStatsDiscussions");
      await stats.locator(".opblock-summary-control").click();
      await stats.getByRole("button", { name: "Try it out" }).click();
      await stats.getByRole("button", { name: "Execute" }).click();
      await expect(stats.locator(".live-responses-table tbody .response-col_status").first()).toHaveText("200");
      await expect(stats.locator(".live-responses-table")).toContainText("byCategory");
      expect(problems).toEqual([]);
    });
  });
}
