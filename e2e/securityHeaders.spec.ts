import { expect, type Page, test } from "@playwright/test";

// The gateway's Content-Security-Policy (gateway/security/headers.ts) must allow everything the
// pages use: the inline theme script by hash, the bundles, GraphQL and graphql-ws, the video
// frames. Any refusal shows up as a console error or a securitypolicyviolation event.
const STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const COMMUNITY = { email: "community@cyberlab.academy", password: "Community!2026" };

// zod 4 probes once whether `new Function` is allowed (util.allowsEval), catches the refusal and
// validates without its JIT; the browser still reports the probe. It breaks nothing, so it is the
// one refusal tolerated here (`z.config({ jitless: true })` in the web entry would silence it).
const ZOD_EVAL_PROBE =
  /Refused to load \(securitypolicyviolation\) script-src eval$|Refused to evaluate a string as JavaScript/;

function watchPolicy(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text) && !ZOD_EVAL_PROBE.test(text))
      refused.push(`${page.url()}: ${text}`);
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to load (securitypolicyviolation) ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return refused;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#root")).not.toBeEmpty();
  await page.waitForLoadState("networkidle");
}

test.describe("content security policy", () => {
  test("the page is served with the security headers", async ({ page }) => {
    const response = await page.goto("/");
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("frame-src https://www.youtube-nocookie.com");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // The inline theme script ran (allowed by its hash).
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });

  test("public pages and lesson videos break no rule", async ({ page }) => {
    const refused = watchPolicy(page);
    for (const path of [
      "/",
      "/courses",
      "/course-signup",
      "/student-login",
      "/it-infrastructure-modules",
      "/it-fundamentals",
      "/nothing-here",
    ]) {
      await visit(page, path);
    }
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("the student portal breaks no rule", async ({ page }) => {
    const refused = watchPolicy(page);
    await visit(page, "/student-login");
    await page.getByLabel("Email").fill(STUDENT.email);
    await page.getByLabel("Password", { exact: true }).fill(STUDENT.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/student-portal$/);
    await page.waitForLoadState("networkidle");
    await visit(page, "/network-infrastructure");
    expect(refused).toEqual([]);
  });

  test("the admin portal breaks no rule", async ({ page }) => {
    const refused = watchPolicy(page);
    expect((await page.request.post("/api/admin/auth", { data: ADMIN })).status()).toBe(200);
    await visit(page, "/admin-portal");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test("community sign-in, board and profile break no rule", async ({ page }) => {
    const refused = watchPolicy(page);
    await page.goto("/api/login");
    await page.getByLabel("Email", { exact: true }).fill(COMMUNITY.email);
    await page.getByLabel("Password", { exact: true }).fill(COMMUNITY.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await page.waitForLoadState("networkidle");
    await visit(page, "/profile");
    expect(refused).toEqual([]);
  });
});
