import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { type GatewayProcess, startGatewayProcess, stopGatewayProcess } from "../gateway/testing/gatewayProcess";
import { parseCsv } from "../gateway/testing/parseCsv";
import { ensureDemoStudentAndAdmin, demoAccountsFromEnv } from "../prisma/demoAccounts";
import { seed } from "../prisma/seed";
import { loadStudentEmail, seedLoadStudents } from "../prisma/seedLoad";
import { databaseTargetFromEnv } from "../schema/db/config";
import { openDatabase } from "../schema/db/database";
import { expectNoSeriousAxe } from "./support/axe";

// Issue 21: the admin portal holding 10,000 students. This spec runs its own gateway on its own
// embedded database, filled before it starts (the load seed's students, in one statement), so the
// shared test database the other specs read keeps its three courses and handful of students.
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const LOAD_STUDENTS = 10_000;
const FORMULA_NAME = '=HYPERLINK("http://x","y")';
/** Three load students the bulk enrolment picks; the middle one is already enrolled in course 3. */
const PICKED = [4242, 4243, 4244];
const COURSE_3 = "Security Architecture Design";
/** Community members added to the seed's, so that the Community tab has more than its first 50. */
const LOAD_MEMBERS = 60;

let gateway: GatewayProcess;
let picked: { email: string; name: string }[] = [];
/** Every student: the load students, the seed's and demo ones, and the one named like a formula. */
let TOTAL = 0;
/** Students the gateway adds at start (the demo accounts of its own environment), read from its first page. */
async function readTotal(page: Page) {
  await expect(pager(page)).toContainText(/^1–25 of [\d,]+/);
  TOTAL = Number((await pager(page).locator("p").textContent())!.replace(/^.* of /, "").replace(/,/g, ""));
  expect(TOTAL).toBeGreaterThanOrEqual(LOAD_STUDENTS + 2);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cyberlab-admin-scale-"));
  // Where the gateway started with DATA_DIR=dataDir keeps its embedded database.
  const db = await openDatabase(databaseTargetFromEnv({ DATA_DIR: dataDir }));
  try {
    await db.migrate();
    await seed(db.prisma);
    await ensureDemoStudentAndAdmin(db.prisma, demoAccountsFromEnv({}));
    await seedLoadStudents(db.prisma, { count: LOAD_STUDENTS });
    await db.prisma.user.create({
      data: { role: "STUDENT", email: "formula@example.com", firstName: FORMULA_NAME, lastName: "Smith, Jr." },
    });
    // More community members than the Community tab lists at first.
    await db.prisma.user.createMany({
      data: Array.from({ length: LOAD_MEMBERS }, (_, i) => ({
        role: "COMMUNITY" as const,
        email: `quinn.${i + 1}@members.example`,
        firstName: "Quinn",
        lastName: `Zeta ${String(i + 1).padStart(3, "0")}`,
      })),
    });
    const emails = PICKED.map(loadStudentEmail);
    const rows = await db.prisma.user.findMany({ where: { email: { in: emails } }, orderBy: { email: "asc" } });
    picked = rows.map((r) => ({ email: r.email, name: `${r.firstName} ${r.lastName}` }));
    await db.prisma.enrollment.deleteMany({ where: { user: { email: { in: emails } }, courseId: 3 } });
    await db.prisma.enrollment.create({ data: { userId: rows[1]!.id, courseId: 3 } });
  } finally {
    await db.close();
  }
  gateway = await startGatewayProcess(
    { WEB_DIST: path.resolve(import.meta.dirname, "../web/dist"), SIGNUP_LIMIT_PER_ADDRESS: "100" },
    { dataDir },
  );
});

test.afterAll(async () => {
  if (!gateway) return;
  await stopGatewayProcess(gateway);
  rmSync(gateway.dataDir, { recursive: true, force: true });
});

const at = (route: string) => `${gateway.url}${route}`;
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');
const cards = (page: Page) => page.getByRole("list", { name: "Students" }).getByRole("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "Student pages" });
const count = (n: number) => n.toLocaleString("en-US");

async function signIn(page: Page, route = "/admin-portal") {
  await page.goto(at(route));
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

async function search(page: Page, text: string, expected: number) {
  await page.getByLabel("Search students").fill(text);
  await expect(page.getByRole("status").filter({ hasText: /students?$/ })).toHaveText(
    `${expected} ${expected === 1 ? "student" : "students"}`,
  );
}

test("pages through 10,000 students a page at a time; reload and Back keep the page", async ({ page }) => {
  await signIn(page);
  await readTotal(page);
  // The DOM holds one page, not ten thousand students.
  await expect(cards(page)).toHaveCount(25);
  await expect(pager(page).getByRole("button", { name: "Previous page" })).toBeDisabled();

  const first = await cards(page).first().getByRole("heading").textContent();
  await pager(page).getByRole("button", { name: "Next page" }).click();
  await expect(pager(page)).toContainText(`26–50 of ${count(TOTAL)}`);
  await expect(page).toHaveURL(/from=26/);
  // The pager counts the rows on screen: it says 26–50 only once the second page's rows are there.
  await expect(cards(page).first().getByRole("heading")).not.toHaveText(first!, { timeout: 1 });
  const second = await cards(page).first().getByRole("heading").textContent();
  await pager(page).getByRole("button", { name: "Next page" }).click();
  await expect(pager(page)).toContainText(`51–75 of ${count(TOTAL)}`);
  await pager(page).getByRole("button", { name: "Previous page" }).click();
  await expect(pager(page)).toContainText(`26–50 of ${count(TOTAL)}`);
  await expect(cards(page).first().getByRole("heading")).toHaveText(second!);

  await page.reload();
  await expect(pager(page)).toContainText(`26–50 of ${count(TOTAL)}`);
  await expect(cards(page).first().getByRole("heading")).toHaveText(second!);
  await page.goBack();
  await expect(pager(page)).toContainText(`51–75 of ${count(TOTAL)}`);

  // A bigger page, a sort, a filter: each back to the first page, each in the URL.
  await pager(page).getByLabel("Per page").selectOption("100");
  await expect(pager(page)).toContainText(`1–100 of ${count(TOTAL)}`);
  await expect(cards(page)).toHaveCount(100);
  await page.getByLabel("Sort by").selectOption({ label: "E-mail (A–Z)" });
  await expect(page).toHaveURL(/sort=email/);
  await expect(cards(page).first()).toContainText("formula@example.com");
  await page.getByLabel("Course", { exact: true }).selectOption({ label: COURSE_3 });
  await expect(page).toHaveURL(/course=3/);
  await expect(pager(page)).toContainText(/^1–100 of [\d,]+/);
  await page.reload();
  await expect(page.getByLabel("Course", { exact: true })).toHaveValue("3");
  await expect(page.getByLabel("Sort by")).toHaveValue("EMAIL");

  await page.goto(at("/admin-portal"));
  await search(page, picked[0]!.email, 1);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole("heading")).toHaveText(picked[0]!.name);
  expect(new URL(page.url()).searchParams.get("q")).toBe(picked[0]!.email);
});

test("bulk-enrols three students found one by one, reporting the one already enrolled; exports the selection", async ({
  page,
}) => {
  await signIn(page);
  // The selection holds across searches.
  for (const student of picked) {
    await search(page, student.email, 1);
    await page.getByRole("checkbox", { name: `Select ${student.name}` }).check();
  }
  const bulk = page.getByRole("group", { name: "Bulk actions" });
  await expect(bulk).toContainText("3 selected");
  await bulk.getByRole("button", { name: "Enroll selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Enroll 3 students" });
  await dialog.getByLabel("Course", { exact: true }).selectOption({ label: COURSE_3 });
  await dialog.getByRole("button", { name: "Enroll Students" }).click();
  await expect(toasts(page).getByText("Enrolled 2 students", { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText(`Skipped 1 student: ${picked[1]!.name} (Already enrolled in ${COURSE_3})`, { exact: true }),
  ).toBeVisible();
  // The row on screen shows its new enrolment at once.
  await expect(
    cards(page)
      .first()
      .getByRole("progressbar", { name: `Progress in ${COURSE_3}` }),
  ).toBeVisible();

  const download = page.waitForEvent("download");
  await bulk.getByRole("link", { name: "Export selected (CSV)" }).click();
  const rows = parseCsv(readFileSync((await (await download).path())!, "utf8"));
  expect(rows[0]).toEqual([
    "Student ID",
    "First name",
    "Last name",
    "E-mail",
    "Status",
    "Created",
    "Course",
    "Enrolled",
    "Progress (%)",
    "Completed lessons",
  ]);
  expect(new Set(rows.slice(1).map((r) => r[3]))).toEqual(new Set(picked.map((p) => p.email)));
  for (const student of picked) {
    expect(rows.filter((r) => r[3] === student.email && r[6] === COURSE_3)).toHaveLength(1);
  }
});

test("exports the searched list as CSV with formula-like names neutralised", async ({ page }) => {
  await signIn(page);
  await search(page, "formula", 1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export list (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("cyberlab-students.csv");
  const text = readFileSync((await file.path())!, "utf8");
  const rows = parseCsv(text);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.slice(1, 5)).toEqual([`'${FORMULA_NAME}`, "Smith, Jr.", "formula@example.com", "Active"]);
  // Quoted, its quotes doubled: a spreadsheet reads text, not a formula.
  expect(text).toContain('"\'=HYPERLINK(""http://x"",""y"")","Smith, Jr."');
});

test("creates a course, edits it, deactivates it: it leaves the catalogue and the audit log says so", async ({
  page,
  browser,
}) => {
  await signIn(page, "/admin-portal?tab=courses");
  await expect(page.getByRole("tab", { name: "Courses", selected: true })).toBeVisible();
  await page.getByRole("button", { name: "New Course" }).click();
  const dialog = page.getByRole("dialog", { name: "New course" });
  await dialog.getByRole("button", { name: "Create Course" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Title").fill("Cloud Incident Response");
  await dialog.getByLabel("Description").fill("Respond to incidents in cloud tenants.");
  await dialog.getByLabel("Price per month (USD)").fill("129.50");
  await dialog.getByLabel("Duration (weeks)").fill("10");
  await dialog.getByLabel("Lessons").fill("30");
  await dialog.getByLabel("Level").selectOption("Intermediate");
  await dialog.getByRole("button", { name: "Create Course" }).click();
  await expect(toasts(page).getByText("Course created successfully", { exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Courses" });
  const row = table.getByRole("row").filter({ hasText: "Cloud Incident Response" });
  await expect(row.getByRole("cell").nth(2)).toHaveText("$129.50");

  const visitor = await browser.newPage();
  await visitor.goto(at("/courses"));
  const catalogue = visitor.getByRole("list", { name: "Courses" }).getByRole("article");
  await expect(catalogue).toHaveCount(4);
  await expect(catalogue.getByRole("heading", { name: "Cloud Incident Response" })).toBeVisible();

  await row.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Cloud Incident Response" });
  await edit.getByLabel("Lessons").fill("32");
  await edit.getByRole("button", { name: "Save Course" }).click();
  await expect(toasts(page).getByText("Course updated successfully", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("32");

  await row.getByRole("button", { name: "Deactivate" }).click();
  await expect(row.getByRole("cell").nth(5)).toHaveText("Inactive");
  await expect(toasts(page).getByText("Course deactivated", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(catalogue).toHaveCount(3);
  await expect(visitor.getByRole("heading", { name: "Cloud Incident Response" })).toHaveCount(0);
  await visitor.close();

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Deactivated course" });
  const log = page.getByRole("table", { name: "Audit Log" });
  await expect(log.getByRole("row")).toHaveCount(2);
  await expect(log.getByRole("row").nth(1)).toContainText("Cloud Incident Response");
  // The filters live in the URL: a reload shows the same filtered log.
  await expect(page).toHaveURL(/[?&]action=COURSE_DEACTIVATE(&|$)/);
  await page.reload();
  await expect(page.getByLabel("Action", { exact: true })).toHaveValue("COURSE_DEACTIVATE");
  await expect(log.getByRole("row")).toHaveCount(2);
  await expect(log.getByRole("row").nth(1)).toContainText("Cloud Incident Response");
  await page.getByLabel("Actor", { exact: true }).fill("nobody at all");
  await expect(page.getByText("No entries match.")).toBeVisible();
  await expect(page).toHaveURL(/[?&]actor=nobody(\+|%20)at(\+|%20)all(&|$)/);
});

test("Community tab: flagged posts link to the queue; the moderator role is granted and revoked", async ({ page }) => {
  await signIn(page, "/admin-portal?tab=community");
  await expect(page.getByText(/wait for a moderator/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the moderation queue" })).toHaveAttribute(
    "href",
    "/community/moderation",
  );
  await page.getByLabel("Search members").fill("maria");
  const row = page.getByRole("row").filter({ hasText: "Maria" }).first();
  await row.getByRole("button", { name: "Make moderator" }).click();
  await expect(toasts(page).getByText("Moderator role granted", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Moderator");
  await row.getByRole("button", { name: "Revoke moderator" }).click();
  await expect(row.getByRole("cell").nth(1)).toHaveText("Member");
});

test("Community tab: 50 members at first, the rest on Load more members, and a search lists its own", async ({
  page,
}) => {
  await signIn(page, "/admin-portal?tab=community");
  const table = page.getByRole("table", { name: /^Community members \(\d+\), moderators first$/ });
  const caption = (await table.locator("caption").textContent())!;
  const total = Number(/\((\d+)\)/.exec(caption)![1]);
  expect(total).toBeGreaterThan(LOAD_MEMBERS);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole("status").filter({ hasText: "Showing 50 of" })).toHaveText(
    `Showing 50 of ${total} members`,
  );
  await page.getByRole("button", { name: "Load more members" }).click();
  await expect(rows).toHaveCount(Math.min(total, 100));
  // Every member, the last added among them.
  while (await page.getByRole("button", { name: "Load more members" }).isVisible()) {
    const before = await rows.count();
    await page.getByRole("button", { name: "Load more members" }).click();
    await expect(rows).not.toHaveCount(before);
  }
  await expect(rows).toHaveCount(total);
  await expect(table.getByRole("row").filter({ hasText: "Quinn Zeta 060" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
    `Showing ${total} of ${total} members`,
  );

  await page.getByLabel("Search members").fill("zeta 06");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Quinn Zeta 006");
  await expect(rows.nth(1)).toContainText("Quinn Zeta 060");
  await expect(page.getByRole("button", { name: "Load more members" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 2 of 2 members");
});

test("Select all matching: enrols and enables every student the search finds, across pages, after a confirmation", async ({
  page,
}) => {
  await signIn(page);
  // load.student.990-.999 and .9900-.9999: 110 students, more than a page.
  await search(page, "student.99", 110);
  const bulk = page.getByRole("group", { name: "Bulk actions" });
  await expect(bulk.getByRole("button", { name: /^Select all/ })).toHaveCount(0);
  await bulk.getByRole("button", { name: "Select page" }).click();
  await expect(bulk).toContainText("25 selected");
  await bulk.getByRole("button", { name: "Select all 110 matching" }).click();
  await expect(bulk).toContainText("All 110 students matching the filters selected");
  await expect(bulk.getByRole("link", { name: "Export selected (CSV)" })).toHaveCount(0);

  await bulk.getByRole("button", { name: "Enroll selected" }).click();
  const dialog = page.getByRole("dialog", { name: "Enroll 110 students" });
  await dialog.getByLabel("Course", { exact: true }).selectOption({ label: COURSE_3 });
  await dialog.getByRole("button", { name: "Enroll Students" }).click();
  await expect(toasts(page).getByText(/^Enrolled \d+ students?$/)).toBeVisible();
  await expect(bulk).toContainText("0 selected");
  // The page on screen is read again: every row now shows the course.
  await expect(cards(page).getByRole("progressbar", { name: `Progress in ${COURSE_3}` })).toHaveCount(25);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: COURSE_3 });
  await expect(page).toHaveURL(/course=3/);
  await expect(page.getByRole("status").filter({ hasText: /students?$/ })).toHaveText("110 students");

  const status = page.getByRole("status").filter({ hasText: /students?$|^Updating/ });
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Pending activation (inactive)" });
  // Some of the 110 are active, so the pending ones are fewer: the count that is not 110 is theirs.
  await expect(status).toHaveText(/^(?!110 )\d+ students?$/);
  const pending = Number((await status.textContent())!.split(" ")[0]);
  expect(pending).toBeGreaterThan(0);
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "All students" });
  await expect(status).toHaveText("110 students");

  // Enabling or disabling them all asks first; Cancel changes nothing.
  await bulk.getByRole("button", { name: "Select page" }).click();
  await bulk.getByRole("button", { name: "Select all 110 matching" }).click();
  await bulk.getByRole("button", { name: "Disable selected" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable 110 students?" });
  await expect(confirm).toContainText("signed out at once");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await bulk.getByRole("button", { name: "Enable selected" }).click();
  await page
    .getByRole("dialog", { name: "Enable 110 students?" })
    .getByRole("button", { name: "Enable 110 students" })
    .click();
  await expect(
    toasts(page).getByText(`Enabled ${pending} ${pending === 1 ? "student" : "students"}`, { exact: true }),
  ).toBeVisible();
  await expect(
    toasts(page).getByText(`Skipped ${110 - pending} students already active`, { exact: true }),
  ).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Pending activation (inactive)" });
  await expect(page.getByText("No students match.")).toBeVisible();
});

test("phone width, both themes, keyboard: the list pages by keyboard and axe finds nothing serious", async ({
  page,
}) => {
  test.slow(); // several axe passes
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await readTotal(page);
  await expect(cards(page)).toHaveCount(25);
  await expectNoSeriousAxe(page, { label: "students (phone, dark)" });
  // No sideways scrolling of the page at phone width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const next = pager(page).getByRole("button", { name: "Next page" });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(pager(page)).toContainText(`26–50 of ${count(TOTAL)}`);
  await page.getByRole("checkbox").first().focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("group", { name: "Bulk actions" })).toContainText("1 selected");
  await page.getByRole("group", { name: "Bulk actions" }).getByRole("button", { name: "Enroll selected" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Enroll 1 student" })).toBeVisible();
  await expectNoSeriousAxe(page, { label: "bulk enrol dialog" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Every matching student, and the confirmation that disabling them asks for.
  const bulk = page.getByRole("group", { name: "Bulk actions" });
  await bulk.getByRole("button", { name: "Select page" }).click();
  await bulk.getByRole("button", { name: `Select all ${count(TOTAL)} matching` }).click();
  await expect(bulk).toContainText(`All ${count(TOTAL)} students matching the filters selected`);
  await bulk.getByRole("button", { name: "Disable selected" }).click();
  await expect(page.getByRole("dialog", { name: `Disable ${count(TOTAL)} students?` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxe(page, { label: "disable every matching student (phone, dark)" });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await bulk.getByRole("button", { name: "Clear selection" }).click();

  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.goto(at("/admin-portal?tab=courses"));
  await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();
  await expectNoSeriousAxe(page, { label: "courses (phone, light)" });
  await page.getByRole("button", { name: "New Course" }).click();
  await expect(page.getByRole("dialog", { name: "New course" })).toBeVisible();
  await expectNoSeriousAxe(page, { label: "course dialog (light)" });
  await page.keyboard.press("Escape");
  for (const tab of ["Community", "Audit Log"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab, selected: true })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expectNoSeriousAxe(page, { label: `${tab} (phone, light)` });
  }
});
