import { expect, test } from "@playwright/test";

test.describe("404 page", () => {
  test("any unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/this/page/does-not-exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

test.describe("theme", () => {
  test("defaults to dark with nothing stored", async ({ page }) => {
    await page.goto("/courses");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });

  test("a chosen theme is stored under 'theme' and survives a reload", async ({ page }) => {
    await page.goto("/courses");
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "Light" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
  });

  test("is applied before the app's code runs (no flash of the wrong theme)", async ({ page }) => {
    await page.goto("/courses");
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    // Block every script file: only the inline script in the page's head can set the class.
    await page.route("**/*.js", (route) => route.abort());
    await page.goto("/courses");
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("system follows the operating system's setting live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/courses");
    await page.getByRole("button", { name: "Theme" }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });
});

test.describe("course catalogue from the server", () => {
  test("shows the seeded courses read through GraphQL", async ({ page }) => {
    const graphql = page.waitForResponse((r) => r.url().endsWith("/graphql") && r.request().method() === "POST");
    await page.goto("/courses");
    expect((await graphql).status()).toBe(200);
    for (const title of ["IT Infrastructure Engineering", "IT Security Engineering", "Security Architecture Design"]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByText("$99.99/month")).toBeVisible();
    await expect(page.getByRole("link", { name: /Enroll Now/ }).first()).toHaveAttribute(
      "href",
      "/course-signup?courseId=1",
    );
  });

  test("the gateway answers GraphQL for a seeded course", async ({ request }) => {
    const query = "{ courses { edges { node { databaseId title level durationWeeks price } } } }";
    const res = await request.post("/graphql", { data: { query } });
    expect(res.status()).toBe(200);
    expect((await res.json()).data.courses.edges[2].node).toEqual({
      databaseId: 3,
      title: "Security Architecture Design",
      level: "Advanced",
      durationWeeks: 52,
      price: 299.99,
    });
  });

  test("unknown /api paths answer 404 JSON, not the web app", async ({ request }) => {
    const res = await request.get("/api/not-a-thing");
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: "Not Found" });
  });
});
