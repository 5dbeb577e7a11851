import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// A student's own time, notes, slides, help and mentor answers on a lesson page, and the Progress
// tab's charts (issue 20, the "studytime" part).

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Lesson sidebar" });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

async function studentSignIn(page: Page) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
}

/** The minutes of the sidebar's "Time Spent" figure ("12 min"; hours count 60 each). */
async function minutesSpent(page: Page): Promise<number> {
  const text =
    (await sidebar(page)
      .locator("dt", { hasText: "Time Spent" })
      .locator("xpath=following-sibling::dd[1]")
      .textContent()) ?? "";
  const hours = /([\d.]+) hours?/.exec(text);
  return hours ? Math.round(Number(hours[1]) * 60) : Number(/(\d+) min/.exec(text)?.[1] ?? Number.NaN);
}

test("time spent rises after a visible minute; the time left follows from the module's duration", async ({ page }) => {
  // The server credits real elapsed time between heartbeats (a faked page clock cannot move it): a real minute.
  test.setTimeout(120_000);
  await studentSignIn(page);
  const firstBeat = page.waitForResponse(
    (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("useStudyHeartbeatMutation"),
  );
  await page.goto("/it-fundamentals");
  await firstBeat;
  const figures = sidebar(page).getByRole("region", { name: "Your Progress" });
  await expect(figures.getByText("Estimated time left")).toBeVisible();
  await expect(figures.getByText("2.5 hours")).toHaveCount(0); // the sample figure is a visitor's
  const before = await minutesSpent(page);
  expect(before).not.toBeNaN();
  await expect
    .poll(() => minutesSpent(page), { timeout: 80_000, intervals: [5_000] })
    .toBeGreaterThanOrEqual(before + 1);
});

test("notes are private to the student, kept per lesson, autosaved, and persist across a reload", async ({ page }) => {
  test.setTimeout(60_000);
  await studentSignIn(page);
  await page.goto("/it-fundamentals?lesson=2");
  await sidebar(page).getByRole("button", { name: "Take Notes" }).click();
  const dialog = page.getByRole("dialog", { name: "Notes: IT Fundamentals, lesson 2" });
  const box = dialog.getByLabel("Your notes");
  const text = `Subnetting: /24 has 254 hosts (${Date.now()})`;
  await box.fill(text);
  await expect(dialog.getByRole("status")).toHaveText("Saved");
  await expectNoSeriousAxe(page, { exclude: "iframe" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(sidebar(page).getByRole("button", { name: "Take Notes" })).toBeFocused();

  // Another lesson has notes of its own.
  await page.goto("/it-fundamentals?lesson=3");
  await sidebar(page).getByRole("button", { name: "Take Notes" }).click();
  const third = page.getByRole("dialog", { name: "Notes: IT Fundamentals, lesson 3" });
  await expect(third.getByLabel("Your notes")).not.toHaveValue(text);
  await page.keyboard.press("Escape");

  await page.goto("/it-fundamentals?lesson=2");
  await page.reload();
  await sidebar(page).getByRole("button", { name: "Take Notes" }).click();
  await expect(
    page.getByRole("dialog", { name: "Notes: IT Fundamentals, lesson 2" }).getByLabel("Your notes"),
  ).toHaveValue(text);
});

test("a failed save keeps the notes and says so; the next save stores them", async ({ page }) => {
  await studentSignIn(page);
  await page.goto("/it-fundamentals");
  await sidebar(page).getByRole("button", { name: "Take Notes" }).click();
  const dialog = page.getByRole("dialog");
  await page.route("**/graphql", (route) =>
    (route.request().postData() ?? "").includes("useSaveLessonNoteMutation") ? route.abort() : route.fallback(),
  );
  await dialog.getByLabel("Your notes").fill("Kept while offline");
  await expect(dialog.getByRole("status")).toContainText("Not saved");
  await expect(dialog.getByLabel("Your notes")).toHaveValue("Kept while offline");
  await page.unroute("**/graphql");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Saved");
});

test("Download Slides downloads the module's slides as a PDF, for a visitor too", async ({ page, request }) => {
  await page.goto("/it-fundamentals");
  const download = page.waitForEvent("download");
  await sidebar(page).getByRole("link", { name: "Download Slides" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("it-fundamentals-slides.pdf");
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe("%PDF");

  const res = await request.get("/api/lessons/it-fundamentals/slides.pdf");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 4).toString()).toBe("%PDF");
});

test("Get Help opens the Ask Mentor tab", async ({ page }) => {
  await page.goto("/it-fundamentals");
  await expect(tab(page, "Video Lesson")).toHaveAttribute("aria-selected", "true");
  await sidebar(page).getByRole("button", { name: "Get Help" }).click();
  await expect(tab(page, "Ask Mentor")).toHaveAttribute("aria-selected", "true");
  await expect(tab(page, "Ask Mentor")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Ask Your Mentor" })).toBeVisible();
  await expect(page).toHaveURL(/\/it-fundamentals\?tab=mentor$/);
});

test("a mentor question answered by the admin shows as Answered with the answer", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await studentSignIn(page);
  page.on("dialog", (dialog) => void dialog.accept());
  const question = `Which port does DNS use? (${Date.now()})`;
  await page.goto("/it-fundamentals?tab=mentor");
  await page.getByLabel("Your question").fill(question);
  await page.getByRole("button", { name: "Send Question" }).click();
  const item = page.getByRole("list", { name: "Recent questions" }).getByRole("listitem").filter({ hasText: question });
  await expect(item).toContainText("Pending");

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto("/admin-portal");
  await admin.getByLabel("Email").fill("admin@cyberlab.academy");
  await admin.getByLabel("Password", { exact: true }).fill("Admin!2026");
  await admin.getByRole("button", { name: "Sign In" }).click();
  await admin.getByRole("tab", { name: "Mentor questions" }).click();
  const row = admin.getByRole("article", { name: question });
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("IT Fundamentals");
  await expectNoSeriousAxe(admin, { exclude: "iframe" });
  await row.getByLabel("Your answer").fill("Port 53, over UDP and TCP.");
  await row.getByRole("button", { name: "Send Answer" }).click();
  await expect(admin.getByText("Answer sent to the student", { exact: true })).toBeVisible();
  await expect(row).toContainText("Answered");
  await adminContext.close();

  await page.reload();
  await expect(item).toContainText("Answered");
  await expect(item.getByRole("blockquote", { name: "Mentor's answer" })).toContainText("Port 53, over UDP and TCP.");

  // The student is told in the portal: the bell counts it, its panel leads to the answer, and
  // /notifications lists it in the portal's frame.
  await page.goto("/student-portal");
  const bell = page.getByRole("button", { name: /^Notifications \d+ new$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  const told = panel.getByRole("link", { name: /The mentor answered your question on “IT Fundamentals”/ }).first();
  await expect(told).toBeVisible();
  await expectNoSeriousAxe(page, { exclude: "iframe" });
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await panel.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the portal" })).toBeVisible();
  await page
    .getByRole("link", { name: /The mentor answered your question on “IT Fundamentals”/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/it-fundamentals\?tab=mentor$/);
});

test("the Progress tab shows charts of lessons, progress and time, each with its data table", async ({ page }) => {
  test.setTimeout(60_000);
  await studentSignIn(page);
  await tab(page, "Progress").click();
  for (const title of ["Lessons completed per week", "Progress per module", "Time per module"]) {
    const chart = page.getByRole("figure", { name: title });
    await expect(chart.getByRole("img")).toHaveAttribute("aria-label", new RegExp(`^${title}\\. `));
    await chart.getByText("Show the data table").click();
    const table = chart.getByRole("table", { name: title });
    await expect(table).toBeVisible();
  }
  const weeks = page.getByRole("table", { name: "Lessons completed per week" }).getByRole("row");
  await expect(weeks).toHaveCount(9); // heading + 8 weeks
  await expect(
    page.getByRole("table", { name: "Progress per module" }).getByRole("row", { name: /IT Fundamentals/ }),
  ).toBeVisible();
  await expectNoSeriousAxe(page, { exclude: "iframe" });
});
