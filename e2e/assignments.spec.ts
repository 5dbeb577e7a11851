import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// The assignments hub through the browser: a new student hands in work from My Projects, an admin
// grades it from the admin portal's queue with feedback, and the student sees the grade. A fresh
// student hands in, so the demo student keeps the spec's project states for the other specs.
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const DEMO_STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };

test.describe.configure({ mode: "serial" });

async function studentSignIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
}

/** A new student, signed up and enabled by the admin through the legacy REST API. */
async function newStudent(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const stamp = Date.now();
  const student = { email: `avery.handin.${stamp}@example.com`, password: "Handin!2026x", name: "Avery Handin" };
  const signup = await context.request.post("/graphql", {
    data: {
      query: "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email } }",
      variables: {
        input: {
          firstName: "Avery",
          lastName: "Handin",
          email: student.email,
          phone: "555 0100",
          experience: "SOME",
          password: student.password,
          confirmPassword: student.password,
        },
      },
    },
  });
  expect((await signup.json()).data?.studentSignup?.email).toBe(student.email);
  expect((await context.request.post("/api/admin/auth", { data: ADMIN })).status()).toBe(200);
  const list = (await (await context.request.get("/api/admin/students")).json()) as { id: string; email: string }[];
  const id = list.find((s) => s.email === student.email)!.id;
  expect((await context.request.put(`/api/admin/students/${id}/status`, { data: { isActive: true } })).status()).toBe(
    200,
  );
  await context.close();
  return student;
}

test("signed out: /assignments sends the visitor to the student login", async ({ page }) => {
  await page.goto("/assignments");
  await expect(page.getByRole("status")).toContainText("signed out");
  await expect(page).toHaveURL(/\/student-login$/);
});

test("a student hands in work, the admin grades it with feedback, the student sees the grade", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await newStudent(browser, baseURL);
  const studentContext = await browser.newContext({ baseURL });
  const page = await studentContext.newPage();
  await studentSignIn(page, student);

  // My Projects' Submit opens the assignment's own page.
  await page.getByRole("tab", { name: "My Projects", exact: true }).click();
  await page.getByRole("link", { name: "Submit: Small Office Network Design" }).click();
  await expect(page).toHaveURL(/\/assignments\/project-network-design$/);
  await expect(page.getByRole("heading", { name: "Small Office Network Design", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Hand in your work" });
  await expect(form).toContainText("0 / 20,000 characters");
  await expect(form).toContainText("at most 5 links of 500 characters each");

  // A link that is no web address is refused, and everything typed stays.
  const text = "## Addressing plan\n\nOne **VLAN** per floor, a /24 each.";
  await form.getByLabel("Your work (Markdown)").fill(text);
  await form.getByLabel("Links (optional)").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(form.getByRole("alert")).toHaveText("A link must be an http or https address");
  await expect(form.getByLabel("Your work (Markdown)")).toHaveValue(text);
  await form.getByLabel("Links (optional)").fill("https://example.com/network-design");
  await form.getByRole("button", { name: "Submit" }).click();

  const work = page.getByRole("region", { name: "Your submission" });
  await expect(work.getByRole("heading", { name: "Addressing plan" })).toBeVisible();
  await expect(work.locator("strong")).toHaveText("VLAN");
  await expect(work.getByRole("link", { name: "https://example.com/network-design" })).toHaveAttribute(
    "rel",
    /noopener/,
  );
  await expect(work).toContainText("On time");
  // Until it is graded, the student may hand it in again.
  await expect(page.getByRole("form", { name: "Hand in again" })).toBeVisible();

  // The list, sorted by due date and filtered by status.
  await page.goto("/assignments");
  const list = page.getByRole("list", { name: "Assignments" }).getByRole("article");
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toHaveAccessibleName("Server Hardening Report");
  await page.getByLabel("Status").selectOption("SUBMITTED");
  await expect(page).toHaveURL(/\?status=submitted$/);
  await expect(list).toHaveCount(1);
  await expect(list.nth(0)).toHaveAccessibleName("Small Office Network Design");

  // The admin grades it from the queue.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto("/admin-portal");
  await admin.getByLabel("Email").fill(ADMIN.email);
  await admin.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await admin.getByRole("button", { name: "Sign In" }).click();
  await admin.getByRole("tab", { name: "Assignments" }).click();
  const queue = admin.getByRole("tabpanel", { name: "Assignments" });
  await queue.getByLabel("Course").selectOption({ label: "IT Infrastructure Engineering" });
  const review = queue.getByRole("article", { name: `Small Office Network Design · ${student.name}` });
  await expect(review).toBeVisible();
  await expect(review.getByRole("heading", { name: "Addressing plan" })).toBeVisible();
  await expectNoSeriousAxe(admin, { label: "admin assignments" });
  await review.getByLabel("Score (0-100)").fill("88");
  await review.getByLabel("Feedback").fill("Clear addressing plan; add the guest Wi-Fi.");
  await review.getByRole("button", { name: "Grade" }).click();
  await expect(admin.getByText("Grade sent to the student", { exact: true })).toBeVisible();
  await expect(review).toHaveCount(0);
  await admin.getByRole("tab", { name: "Audit Log" }).click();
  await expect(admin.getByRole("table", { name: "Audit Log" })).toContainText("Graded assignment");
  await adminContext.close();

  // The student sees the grade and the feedback; graded work takes no new hand-in.
  await page.goto("/assignments/project-network-design");
  const grade = page.getByRole("region", { name: "Grade: 88/100" });
  await expect(grade).toContainText("Clear addressing plan; add the guest Wi-Fi.");
  await expect(page.getByRole("form")).toHaveCount(0);
  await page.goto("/student-portal");
  await page.getByRole("tab", { name: "My Projects", exact: true }).click();
  const projects = page.getByRole("list", { name: "Projects" }).getByRole("article");
  await expect(projects.nth(0)).toContainText("Graded");
  await expect(projects.nth(0).getByRole("link", { name: "View: Small Office Network Design" })).toBeVisible();
  await studentContext.close();
});

test("fits a phone and a desktop in both themes, accessibly", async ({ page }) => {
  test.setTimeout(120_000);
  await studentSignIn(page, DEMO_STUDENT);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const theme of ["dark", "light"]) {
      await page.evaluate((value) => localStorage.setItem("theme", value), theme);
      for (const [path, title] of [
        ["/assignments", "Assignments"],
        ["/assignments/project-server-hardening", "Server Hardening Report"],
        ["/assignments/project-threat-assessment", "Threat Assessment"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(new RegExp(theme));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        await expectNoSeriousAxe(page, { label: `${path} ${width}px ${theme}` });
      }
    }
  }
  // The demo student's spec states: the server hardening report is handed in, threat assessment not open yet.
  await page.goto("/assignments/project-threat-assessment");
  await expect(page.getByRole("status")).toContainText("Preview: this assignment opens for submissions on");
});
