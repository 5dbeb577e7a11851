import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// Issue 20's learning path for a new student: modules open one after another, a locked module's
// page says what to finish first, an admin can unlock a module for the student, and Up Next
// follows the student lesson by lesson while Mark Lesson Complete is its own button.
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const PASSWORD = "Pathfinder!2026";

test.describe.configure({ mode: "serial" });

/** A new sign-up: inactive until an admin enables it. */
async function signUpStudent(request: APIRequestContext) {
  const email = `path.finder.${Date.now()}@example.com`;
  const res = await request.post("/graphql", {
    data: {
      query: "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email } }",
      variables: {
        input: {
          firstName: "Path",
          lastName: "Finder",
          email,
          phone: "555 0101",
          experience: "BEGINNER",
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      },
    },
  });
  expect((await res.json()).data?.studentSignup?.email).toBe(email);
  return email;
}

async function signInAdmin(page: Page) {
  await page.goto("/admin-portal");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}

async function signInStudent(page: Page, email: string) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
}

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Lesson sidebar" });
const upNext = (page: Page) => sidebar(page).getByRole("region", { name: "Up Next" });
const moduleCard = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Modules" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title }) });

let email = "";

test("an admin enables a new student and unlocks Server Administration for them; the audit log records it", async ({
  page,
  request,
}) => {
  email = await signUpStudent(request);
  await signInAdmin(page);
  await page.getByLabel("Search students").fill(email);
  const card = page.getByRole("article", { name: "Path Finder" });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Enable" }).click();
  await expect(card.getByText("Active", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Unlock module" }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock a module for Path Finder" });
  const submit = dialog.getByRole("button", { name: "Unlock Module" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Module").selectOption({ label: "Module 3: Server Administration" });
  await expectNoSeriousAxe(page);
  await submit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Module unlocked for the student", { exact: true })).toBeVisible();
  // Opened again, the dialog names what is already unlocked and does not offer it twice.
  await card.getByRole("button", { name: "Unlock module" }).click();
  await expect(dialog).toContainText("Already unlocked: Server Administration.");
  await expect(dialog.getByRole("option", { name: "Module 3: Server Administration (unlocked)" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Audit Log" }).click();
  await expect(page.getByText("Server Administration (IT Infrastructure Engineering)").first()).toBeVisible();
});

test("a locked module's page says what to finish first, with a link; the unlocked one opens", async ({ page }) => {
  await signInStudent(page, email);
  await page.goto("/it-infrastructure-modules");
  const network = moduleCard(page, "Network Infrastructure");
  await expect(network).toContainText("Locked");
  await expect(network.getByRole("button", { name: "Locked" })).toBeDisabled();
  await expect(network.getByRole("link")).toHaveCount(0);
  await expect(
    moduleCard(page, "Server Administration").getByRole("link", { name: "Start Module: Server Administration" }),
  ).toBeVisible();

  await page.goto("/network-infrastructure");
  const notice = page.getByRole("region", { name: "Network Infrastructure is locked" });
  await expect(notice).toContainText("Complete IT Fundamentals to unlock Network Infrastructure.");
  await expect(page.getByRole("tab", { name: "Video Lesson" })).toHaveCount(0);
  await expectNoSeriousAxe(page);
  await notice.getByRole("link", { name: "Go to IT Fundamentals" }).click();
  await expect(page).toHaveURL(/\/it-fundamentals$/);
  await expect(page.getByRole("heading", { name: "Lesson 1 of 12: How Computers Communicate" })).toBeVisible();

  await page.goto("/server-administration");
  await expect(page.getByRole("heading", { name: /^Lesson 1 of 16: / })).toBeVisible();
  await page.goto("/cryptography");
  await expect(page.getByRole("region", { name: "Cryptography is locked" })).toContainText(
    "Complete the other 8 modules of this track to unlock Cryptography.",
  );
});

test("the student completes IT Fundamentals lesson by lesson; Up Next moves; Network Infrastructure unlocks", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStudent(page, email);
  await page.goto("/it-fundamentals");
  const outline = page.getByRole("navigation", { name: "Lessons" });
  await expect(outline.getByRole("listitem")).toHaveCount(12);
  await expect(upNext(page)).toContainText("Lesson 2: Network Topologies");

  for (let n = 1; n <= 12; n++) {
    const current = page.getByRole("region", { name: new RegExp(`^Lesson ${n} of 12: `) });
    await current.getByRole("button", { name: "Mark Lesson Complete" }).click();
    await expect(current.getByRole("button", { name: "Lesson Complete" })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`/it-fundamentals\\?lesson=${n}$`));
    await expect(page.getByRole("progressbar", { name: "Lesson progress" })).toHaveAttribute(
      "aria-valuenow",
      String(Math.round((n * 100) / 12)),
    );
    await expect(outline.getByRole("link", { name: new RegExp(`^${n}\\. .*\\(done\\)$`) })).toBeVisible();
    if (n < 12) {
      const next = await outline.getByRole("listitem").nth(n).textContent();
      await expect(upNext(page)).toContainText(`Lesson ${n + 1}: ${next?.replace(/^\d+\. /, "")}`);
      await upNext(page).getByRole("button", { name: "Continue to Next Lesson" }).click();
      await expect(page).toHaveURL(new RegExp(`/it-fundamentals\\?lesson=${n + 1}$`));
    }
  }
  // The module is done: Up Next is the next module, now open.
  await expect(upNext(page)).toContainText("Network Infrastructure");
  await upNext(page).getByRole("link", { name: "Start Next Module" }).click();
  await expect(page).toHaveURL(/\/network-infrastructure$/);
  await expect(page.getByRole("heading", { name: /^Lesson 1 of 12: / })).toBeVisible();

  await page.goto("/it-infrastructure-modules");
  await expect(moduleCard(page, "IT Fundamentals")).toContainText("Completed");
  const network = moduleCard(page, "Network Infrastructure");
  await expect(network.getByRole("link", { name: "Start Module: Network Infrastructure" })).toHaveAttribute(
    "href",
    "/network-infrastructure",
  );
  await expect(network).toContainText("Available");
  await expect(
    moduleCard(page, "Active Directory & Identity Management").getByRole("button", { name: "Locked" }),
  ).toBeDisabled();
});
