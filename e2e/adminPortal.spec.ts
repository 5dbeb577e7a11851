import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// The admin portal through the browser, against the real gateway. The demo accounts exist
// outside production; the demo student (Jordan Lee) is enrolled in courses 1, 2 and 3. Every test
// leaves the demo student as it found them (active, original password): later specs sign in as them.
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };
const STUDENT_NAME = "Jordan Lee";

test.describe.configure({ mode: "serial" });

/** The toast area. Located by CSS: an open dialog hides the rest of the page from the a11y tree. */
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]');

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toasts(page).getByText(description, { exact: true })).toBeVisible();
}

async function signIn(page: Page) {
  await page.goto("/admin-portal");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectToast(page, "Admin authenticated successfully");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

const studentCard = (page: Page, name = STUDENT_NAME) => page.getByRole("article", { name });

/** A student's own browser, signed in through the legacy REST login. */
async function studentBrowser(browser: Browser, baseURL: string | undefined, credentials = STUDENT) {
  const context = await browser.newContext({ baseURL });
  expect((await context.request.post("/api/student/auth", { data: credentials })).status()).toBe(200);
  return context;
}

/** A new sign-up, inactive until an admin enables it (the public sign-up mutation). */
async function signUpStudent(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `${firstName}.${lastName}.${Date.now()}@example.com`.toLowerCase();
  const res = await request.post("/graphql", {
    data: {
      query: "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email } }",
      variables: {
        input: {
          firstName,
          lastName,
          email,
          phone: "555 0100",
          experience: "SOME",
          password: "Newcomer!2026",
          confirmPassword: "Newcomer!2026",
        },
      },
    },
  });
  expect((await res.json()).data?.studentSignup?.email).toBe(email);
  return { email, password: "Newcomer!2026", name: `${firstName} ${lastName}` };
}

test.describe("admin portal", () => {
  test("signed out: the probe shows the login; the button waits for both fields; a wrong password is refused", async ({
    page,
  }) => {
    const probe = page.waitForResponse(
      (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("AdminDashboardQuery"),
    );
    await page.goto("/admin-portal");
    expect((await probe).status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);

    const submit = page.getByRole("button", { name: "Sign In" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Email").fill(ADMIN.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, "Authentication Failed", "Invalid admin password");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    // A server that cannot be reached is not a wrong password.
    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("useAdminLoginMutation") ? route.abort("failed") : route.fallback(),
    );
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await submit.click();
    await expectToast(page, "Authentication Failed", "The server could not be reached. Please try again.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(ADMIN.password);
  });

  test("signed in: a reload shows the dashboard with no flash of the login; logout returns to a cleared login", async ({
    page,
  }) => {
    await signIn(page);
    await page.addInitScript(() => {
      const seen = ((window as unknown as { seen: Set<string> }).seen = new Set<string>());
      new MutationObserver(() => {
        for (const h of document.querySelectorAll("h2")) seen.add(h.textContent ?? "");
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).not.toContain(
      "Admin Login",
    );

    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Admin session ended");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).not.toContain(
      "Admin Dashboard",
    );
  });

  test("Students tab: name, e-mail, state, created date, avatar and enrolments with progress", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("tab", { name: "Students", selected: true })).toBeVisible();
    const card = studentCard(page);
    await expect(card.getByText(STUDENT.email)).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(card.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    await expect(card.getByText("JL", { exact: true })).toBeVisible();
    for (const [course, lessons] of [
      ["IT Infrastructure Engineering", 155],
      ["IT Security Engineering", null],
      ["Security Architecture Design", null],
    ] as const) {
      await expect(card.getByRole("progressbar", { name: `Progress in ${course}` })).toHaveAttribute(
        "aria-valuenow",
        "0",
      );
      if (lessons) await expect(card.getByText(`0% · 0/${lessons} lessons`)).toBeVisible();
    }
    await expect(card.getByRole("button", { name: "Disable" })).toBeVisible();
  });

  test("Courses tab: id, title, description, price, duration, total lessons and state", async ({ page }) => {
    await signIn(page);
    await page.getByRole("tab", { name: "Courses" }).click();
    const table = page.getByRole("table", { name: "Courses" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "ID",
      "Title",
      "Description",
      "Price",
      "Duration",
      "Total lessons",
      "State",
      "Actions",
    ]);
    const first = table.getByRole("row").nth(1);
    await expect(first.getByRole("cell").nth(0)).toHaveText("1");
    await expect(first.getByRole("rowheader")).toHaveText("IT Infrastructure Engineering");
    await expect(first.getByRole("cell").nth(1)).not.toBeEmpty();
    await expect(first.getByRole("cell").nth(2)).toHaveText("$99.99");
    await expect(first.getByRole("cell").nth(3)).toHaveText("16 weeks");
    await expect(first.getByRole("cell").nth(4)).toHaveText("155");
    await expect(first.getByRole("cell").nth(5)).toHaveText("Active");
    await expect(table.getByRole("row")).toHaveCount(4);
  });

  test("Disable ends the student's session and refuses their login; Enable lets them back; the list updates in place", async ({
    page,
    browser,
    baseURL,
  }) => {
    const student = await studentBrowser(browser, baseURL);
    expect((await student.request.get("/api/student/user")).status()).toBe(200);
    await signIn(page);
    const card = studentCard(page);

    await card.getByRole("button", { name: "Disable" }).click();
    await expectToast(page, "Student status updated successfully");
    await expect(card.getByRole("button", { name: "Enable" })).toBeVisible();
    await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
    expect((await student.request.get("/api/student/user")).status()).toBe(401);
    expect((await student.request.post("/api/student/auth", { data: STUDENT })).status()).toBe(401);

    // Waiting for activation (inactive) students are one filter away.
    await page.getByLabel("Status").selectOption({ label: "Pending activation (inactive)" });
    await expect(studentCard(page)).toBeVisible();
    await page.getByLabel("Status").selectOption({ label: "Active" });
    await expect(studentCard(page)).toHaveCount(0);
    await page.getByLabel("Status").selectOption({ label: "All students" });

    await studentCard(page).getByRole("button", { name: "Enable" }).click();
    await expectToast(page, "Student status updated successfully");
    await expect(studentCard(page).getByRole("button", { name: "Disable" })).toBeVisible();
    await expect(studentCard(page).getByText("Active", { exact: true })).toBeVisible();
    expect((await student.request.post("/api/student/auth", { data: STUDENT })).status()).toBe(200);
    await student.close();
  });

  test("new sign-ups wait as pending, can be found by name or e-mail, enabled and enrolled", async ({
    page,
    request,
  }) => {
    const newcomer = await signUpStudent(request, "Riley", "Nakamura");
    await signIn(page);

    await page.getByLabel("Status").selectOption({ label: "Pending activation (inactive)" });
    await expect(studentCard(page, newcomer.name)).toBeVisible();
    await expect(studentCard(page)).toHaveCount(0);
    await page.getByLabel("Status").selectOption({ label: "All students" });

    await page.getByLabel("Search students").fill("nakamura");
    await expect(studentCard(page, newcomer.name)).toBeVisible();
    await expect(studentCard(page)).toHaveCount(0);
    await page.getByLabel("Search students").fill(newcomer.email.toUpperCase());
    await expect(studentCard(page, newcomer.name)).toBeVisible();
    await page.getByLabel("Search students").fill("no student is called this");
    await expect(page.getByText("No students match.")).toBeVisible();
    await page.getByLabel("Search students").fill("riley");

    const card = studentCard(page, newcomer.name);
    await expect(card.getByText("Not enrolled in any course.")).toBeVisible();
    await card.getByRole("button", { name: "Enable" }).click();
    await expectToast(page, "Student status updated successfully");
    await expect(card.getByRole("button", { name: "Disable" })).toBeVisible();

    await card.getByRole("button", { name: "Enroll" }).click();
    const dialog = page.getByRole("dialog", { name: `Enroll ${newcomer.name}` });
    const submit = dialog.getByRole("button", { name: "Enroll Student" });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Course").selectOption({ label: "IT Security Engineering" });
    await submit.click();
    await expectToast(page, "Student enrolled successfully");
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole("progressbar", { name: "Progress in IT Security Engineering" })).toBeVisible();
    const login = await request.post("/api/student/auth", {
      data: { email: newcomer.email, password: newcomer.password },
    });
    expect(login.status()).toBe(200);
  });

  test("enrolling twice in one course is refused with the server's reason", async ({ page }) => {
    await signIn(page);
    await studentCard(page).getByRole("button", { name: "Enroll" }).click();
    const dialog = page.getByRole("dialog", { name: `Enroll ${STUDENT_NAME}` });
    await dialog.getByLabel("Course").selectOption({ label: "IT Infrastructure Engineering" });
    await dialog.getByRole("button", { name: "Enroll Student" }).click();
    await expectToast(page, "Failed to enroll student", "Student is already enrolled in this course");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(studentCard(page).getByRole("progressbar")).toHaveCount(3);
  });

  test("set password: never blank; the student's sessions end and the new password works", async ({
    page,
    browser,
    baseURL,
  }) => {
    const student = await studentBrowser(browser, baseURL);
    await signIn(page);
    const setPassword = async (password: string) => {
      await studentCard(page).getByRole("button", { name: "Set Password" }).click();
      const dialog = page.getByRole("dialog", { name: `Set password for ${STUDENT_NAME}` });
      const submit = dialog.getByRole("button", { name: "Update Password" });
      await expect(submit).toBeDisabled();
      await dialog.getByLabel("New password").fill("    ");
      await expect(submit).toBeDisabled();
      await dialog.getByLabel("New password").fill(password);
      await submit.click();
      await expectToast(page, "Student password updated successfully");
      await expect(dialog).toHaveCount(0);
    };

    await setPassword("Changed!2026");
    expect((await student.request.get("/api/student/user")).status()).toBe(401);
    expect((await student.request.post("/api/student/auth", { data: STUDENT })).status()).toBe(401);
    expect(
      (await student.request.post("/api/student/auth", { data: { ...STUDENT, password: "Changed!2026" } })).status(),
    ).toBe(200);
    // Back to the demo password for the specs that follow.
    await setPassword(STUDENT.password);
    expect((await student.request.post("/api/student/auth", { data: STUDENT })).status()).toBe(200);
    await student.close();
  });

  test("failures: each action's toast, and a session ended elsewhere returns to the login", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page);
    // The server fails (twice: writes are retried once) for the password change and the logout.
    await page.route("**/graphql", async (route) => {
      const operation = (route.request().postDataJSON() as { operationName?: string }).operationName;
      if (operation === "useSetStudentPasswordMutation" || operation === "useAdminLogoutMutation") {
        return route.fulfill({ status: 500, body: "Internal Server Error" });
      }
      return route.continue();
    });
    await studentCard(page).getByRole("button", { name: "Set Password" }).click();
    const dialog = page.getByRole("dialog", { name: `Set password for ${STUDENT_NAME}` });
    await dialog.getByLabel("New password").fill("Whatever!2026");
    await dialog.getByRole("button", { name: "Update Password" }).click();
    await expectToast(page, "Failed to update student password");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Failed to logout");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await page.unroute("**/graphql");

    // The same admin signs out in another browser: every session of theirs ends.
    const other = await browser.newContext({ baseURL });
    expect((await other.request.post("/api/admin/auth", { data: ADMIN })).status()).toBe(200);
    expect((await other.request.post("/api/admin/logout")).status()).toBe(200);
    await other.close();
    await studentCard(page).getByRole("button", { name: "Disable" }).click();
    await expectToast(page, "Failed to update student status");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await signIn(page);
    await expect(studentCard(page).getByText("Active", { exact: true })).toBeVisible();
  });

  test("the audit log shows who did what to whom, and when, newest first", async ({ page }) => {
    await signIn(page);
    await page.getByRole("tab", { name: "Audit Log" }).click();
    const table = page.getByRole("table", { name: "Audit Log" });
    await expect(table.getByRole("columnheader")).toHaveText(["When", "Admin", "Action", "Student", "Detail"]);
    const rows = table.getByRole("row");
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Signed in");
    await expect(rows.nth(1)).toContainText("Avery Admin (admin@cyberlab.academy)");
    const enrolled = table.getByRole("row").filter({ hasText: "Enrolled student" }).first();
    await expect(enrolled).toContainText("Riley Nakamura");
    await expect(enrolled).toContainText("IT Security Engineering");
    await expect(enrolled.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
    for (const action of ["Disabled student", "Enabled student", "Set student password", "Signed out"]) {
      await expect(table.getByRole("rowheader", { name: action }).first()).toBeVisible();
    }
    await expect(table).not.toContainText("Changed!2026");
  });

  test("axe finds no serious or critical violation on the login, each tab and the dialogs", async ({ page }) => {
    test.slow(); // an axe pass per tab and per dialog: eight of them
    await page.goto("/admin-portal");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await expectNoSeriousAxe(page, { label: "login" });
    await signIn(page);
    await expectNoSeriousAxe(page, { label: "students" });
    await studentCard(page).getByRole("button", { name: "Enroll" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousAxe(page, { label: "enrol dialog" });
    await page.keyboard.press("Escape");
    await studentCard(page).getByRole("button", { name: "Set Password" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousAxe(page, { label: "password dialog" });
    await page.keyboard.press("Escape");
    await page.getByRole("tab", { name: "Courses" }).click();
    await expect(page.getByRole("table", { name: "Courses" })).toBeVisible();
    await expectNoSeriousAxe(page, { label: "courses" });
    await page.getByRole("tab", { name: "Audit Log" }).click();
    await expect(page.getByRole("table", { name: "Audit Log" })).toBeVisible();
    await expectNoSeriousAxe(page, { label: "audit log" });
    // The light theme has its own colours: check their contrast too.
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expectNoSeriousAxe(page, { label: "students (light)" });
  });
});
