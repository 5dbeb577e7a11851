import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// The resource library (/resources, issue 21): every module's slides and readings for anyone,
// lab guides for students; search and filters in the address; each card leads to its lesson page.

const list = (page: Page) => page.getByRole("list", { name: "Resources" });
const count = (page: Page) => page.getByRole("status").filter({ hasText: /resources?$/ });

async function studentSignIn(page: Page) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
}

test("a visitor finds slides and readings by track, module, kind and words; a card leads to its lesson", async ({
  page,
}) => {
  await page.goto("/courses");
  await page.goto("/resources");
  await expect(page.getByRole("heading", { name: "Resources", level: 1 })).toBeVisible();
  // 16 modules: their slides and 3 readings each; no lab guide for a visitor.
  await expect(count(page)).toHaveText("64 resources");
  await expect(page.getByLabel("Kind").locator("option")).toHaveText(["All kinds", "Slides", "Readings"]);
  await expectNoSeriousAxe(page);

  await page.getByLabel("Track").selectOption({ label: "IT Security Engineering" });
  await expect(page).toHaveURL(/track=security/);
  await expect(count(page)).toHaveText("36 resources");
  await page.getByLabel("Module").selectOption({ label: "Module 1: Security Fundamentals" });
  await page.getByLabel("Kind").selectOption({ label: "Readings" });
  await expect(count(page)).toHaveText("3 resources");
  await expect(list(page).getByRole("listitem")).toHaveCount(3);
  for (const card of await list(page).getByRole("listitem").all()) {
    await expect(card).toContainText("Reading");
    await expect(card).toContainText("Module 1: Security Fundamentals");
  }

  // The state is in the address: a reload keeps it.
  await page.reload();
  await expect(count(page)).toHaveText("3 resources");
  await expect(page.getByLabel("Kind")).toHaveValue("READING");

  const first = list(page).getByRole("listitem").first();
  const title = (await first.getByRole("heading").textContent()) ?? "";
  await first.getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/security-fundamentals\?tab=resources$/);
  await expect(page.getByText(title.trim(), { exact: true }).first()).toBeVisible();
});

test("search narrows the library by every word; nothing found says so", async ({ page }) => {
  await page.goto("/resources");
  await expect(count(page)).toHaveText("64 resources");
  await page.getByLabel("Search resources").fill("slides fundamentals");
  await expect(count(page)).toHaveText(/^\d resources?$/);
  for (const card of await list(page).getByRole("listitem").all()) {
    await expect(card).toContainText(/Fundamentals/);
  }
  await page.getByLabel("Search resources").fill("zzqx no such thing");
  await expect(page.getByText("No resources match. Try other words, or another track, module or kind.")).toBeVisible();
});

test("slides download as a PDF from the library", async ({ page }) => {
  await page.goto("/resources?module=it-fundamentals&kind=SLIDES");
  await expect(count(page)).toHaveText("1 resource");
  const download = page.waitForEvent("download");
  await list(page).getByRole("link", { name: "IT Fundamentals: slides" }).click();
  expect((await download).suggestedFilename()).toBe("it-fundamentals-slides.pdf");
});

test("a student sees the lab guides too, in the portal's frame, at phone width in the dark theme", async ({ page }) => {
  await studentSignIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/resources");
  await expect(page.getByRole("navigation", { name: "Student portal" })).toBeVisible();
  // 16 modules × (slides + 3 readings + 3 labs).
  await expect(count(page)).toHaveText("112 resources");
  await page.getByLabel("Kind").selectOption({ label: "Lab guides" });
  await expect(count(page)).toHaveText("48 resources");
  await expect(list(page).getByRole("listitem").first()).toContainText("Lab guide");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await expectNoSeriousAxe(page);
});
