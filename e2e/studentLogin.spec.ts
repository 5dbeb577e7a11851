import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

const DEMO_STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.describe("student login", () => {
  test("e-mail, password with show / hide, and the administrator note", async ({ page }) => {
    await page.goto("/student-login");
    await expect(page.getByRole("heading", { name: "Student Login" })).toBeVisible();
    await expect(page.getByText("Contact your administrator to get student access.", { exact: false })).toBeVisible();
    // For everyone alike, so a refusal never tells whether an e-mail has an account waiting.
    await expect(
      page.getByText("Just signed up? You can sign in once an administrator has activated your account."),
    ).toBeVisible();
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("secret");
  });

  test("the button stays disabled until both fields are filled", async ({ page }) => {
    await page.goto("/student-login");
    const submit = page.getByRole("button", { name: "Sign In" });
    await expect(submit).toBeDisabled();
    await page.getByLabel("Email").fill(DEMO_STUDENT.email);
    await expect(submit).toBeDisabled();
    await page.getByLabel("Password", { exact: true }).fill("   ");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Password", { exact: true }).fill("x");
    await expect(submit).toBeEnabled();
    await page.getByLabel("Email").fill("");
    await expect(submit).toBeDisabled();
  });

  test("links to the home page and the admin portal", async ({ page }) => {
    await page.goto("/student-login");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/student-login");
    await page.getByRole("link", { name: "Admin Portal" }).click();
    await expect(page).toHaveURL(/\/admin-portal$/);
  });

  test("wrong credentials: 'Login Failed - Invalid student credentials', and the page stays", async ({ page }) => {
    await page.goto("/student-login");
    await page.getByLabel("Email").fill(DEMO_STUDENT.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Login Failed")).toBeVisible();
    await expect(toasts(page).getByText("Invalid student credentials")).toBeVisible();
    // No demo hint on this page.
    await expect(toasts(page)).not.toContainText(DEMO_STUDENT.password);
    await expect(page).toHaveURL(/\/student-login$/);
  });

  test("after too many failed sign-ins for one account, the toast says how long to wait", async ({ page }) => {
    const email = "guessing-target@example.com";
    // The account+address limit is 10 failures per 15 minutes (README); use them up through REST.
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await page.request.post("/api/student/auth", { data: { email, password: `guess-${attempt}` } });
      expect(answer.status()).toBe(401);
    }
    await page.goto("/student-login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("one more guess");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toasts(page).getByText("Login Failed")).toBeVisible();
    await expect(toasts(page).getByText(/^Too many sign-in attempts\. Try again in 1[45] minutes\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/student-login$/);
  });

  test("right credentials: 'Welcome! - Student login successful', then the student portal", async ({ page }) => {
    await page.goto("/student-login");
    await page.getByLabel("Email").fill(DEMO_STUDENT.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_STUDENT.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(toasts(page).getByText("Welcome!")).toBeVisible();
    await expect(toasts(page).getByText("Student login successful")).toBeVisible();
    await expect(page).toHaveURL(/\/student-portal$/);
    const viewer = await page.request.post("/graphql", { data: { query: "{ viewer { role email } }" } });
    expect((await viewer.json()).data.viewer).toEqual({ role: "STUDENT", email: DEMO_STUDENT.email });
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await page.goto("/student-login");
    await expect(page.getByRole("heading", { name: "Student Login" })).toBeVisible();
    await expectNoSeriousAxe(page);
  });
});
