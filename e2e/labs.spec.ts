import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// Labs, badges and certificates through the browser. A new student (signed up, enabled by the
// admin) works IT Fundamentals' labs, so the demo student's figures stay the spec's for other specs;
// the demo graduate finishes the infrastructure track.
const ADMIN = { email: "admin@cyberlab.academy", password: "Admin!2026" };
const GRADUATE = { email: "graduate@cyberlab.academy", password: "Graduate!2026" };

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A new student, enabled by the admin through the legacy REST endpoints. */
async function newActiveStudent(request: APIRequestContext) {
  const email = `lab.runner.${Date.now()}@example.com`;
  const password = "Newcomer!2026";
  const signup = await request.post("/graphql", {
    data: {
      query: "mutation ($input: StudentSignupInput!) { studentSignup(input: $input) { email } }",
      variables: {
        input: {
          firstName: "Lab",
          lastName: "Runner",
          email,
          phone: "555 0100",
          experience: "SOME",
          password,
          confirmPassword: password,
        },
      },
    },
  });
  expect((await signup.json()).data?.studentSignup?.email).toBe(email);
  expect((await request.post("/api/admin/auth", { data: ADMIN })).status()).toBe(200);
  const students = (await (await request.get("/api/admin/students")).json()) as { id: string; email: string }[];
  const id = students.find((s) => s.email === email)?.id;
  expect((await request.put(`/api/admin/students/${id}/status`, { data: { isActive: true } })).status()).toBe(200);
  await request.post("/api/admin/logout");
  return { email, password };
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
}

const labsFigure = (page: Page) =>
  page
    .getByRole("complementary", { name: "Lesson sidebar" })
    .locator("dt", { hasText: /^Labs$/ })
    .locator("xpath=following-sibling::dd[1]");
const lab = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

/** Starts a lab, sends a wrong answer (refused, kept), then the right one. */
async function completeLab(page: Page, title: string, right: string) {
  const card = lab(page, title);
  await card.getByRole("button", { name: `Start Lab: ${title}` }).click();
  await expect(card.getByText(/^Started /)).toBeVisible();
  await expect(card.getByText(/^Task: /)).toBeVisible();
  await card.getByRole("button", { name: "Complete Lab" }).click();
  const field = card.getByLabel("Flag or answer");
  await field.fill("CLA{not_the_flag}");
  await card.getByRole("button", { name: "Submit Answer" }).click();
  await expect(card.getByRole("alert")).toHaveText("That answer is not correct. Check it and try again.");
  await expect(field).toHaveValue("CLA{not_the_flag}");
  await expect(card.getByText("Completed", { exact: true })).toHaveCount(0);
  await field.fill(`  ${right} `);
  await card.getByRole("button", { name: "Submit Answer" }).click();
  await expect(card.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(card.getByLabel("Flag or answer")).toHaveCount(0);
}

test("a visitor's labs keep the spec: Start Lab does nothing, the third is locked, Labs 0/3", async ({ page }) => {
  await page.goto("/it-fundamentals");
  await page.getByRole("tab", { name: "Resources", exact: true }).click();
  const first = lab(page, "Build a Small Office Network");
  await first.getByRole("button", { name: "Start Lab: Build a Small Office Network" }).click();
  await expect(first.getByText(/^Started /)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Locked: Subnetting Challenge" })).toBeDisabled();
  await expect(labsFigure(page)).toHaveText("0/3");
});

test("a student completes IT Fundamentals' labs with flags: wrong then right, the third unlocks, Labs x/3 moves", async ({
  page,
  request,
}) => {
  await signIn(page, await newActiveStudent(request));
  await page.goto("/it-fundamentals");
  await expect(labsFigure(page)).toHaveText("0/3");
  await page.getByRole("tab", { name: "Resources", exact: true }).click();
  await expect(page.getByRole("button", { name: "Locked: Subnetting Challenge" })).toBeDisabled();

  await completeLab(page, "Build a Small Office Network", "CLA{ping_all_four_hosts}");
  await expect(labsFigure(page)).toHaveText("1/3");
  await expect(page.getByRole("button", { name: "Locked: Subnetting Challenge" })).toBeDisabled();
  await completeLab(page, "Capture and Read Packets", "CLA{syn_synack_ack}");
  await expect(labsFigure(page)).toHaveText("2/3");
  // A short answer ignores case.
  await completeLab(page, "Subnetting Challenge", "255.255.255.224");
  await expect(labsFigure(page)).toHaveText("3/3");
  await expectNoSeriousAxe(page);

  // Stored: a reload shows the same, and the portal lists the badges it earned.
  await page.reload();
  await expect(labsFigure(page)).toHaveText("3/3");
  await page.goto("/student-portal");
  const badges = page.getByRole("list", { name: "Earned badges" });
  await expect(badges).toContainText("First Lab");
  await expect(page.getByRole("list", { name: "Your stats" })).toContainText(/Day Streak\s*1/);
});

test("the demo graduate finishes the track: a certificate that verifies signed out and downloads as a PDF", async ({
  page,
  browser,
}) => {
  await signIn(page, GRADUATE);
  await expect(page.getByText("Complete every module and lab of a track to earn its certificate.")).toBeVisible();
  await page.goto("/storage-solutions");
  await expect(labsFigure(page)).toHaveText("3/3");
  await page.getByRole("button", { name: "Mark Lesson Complete" }).click();
  await expect(page.getByRole("button", { name: "Lesson Complete", exact: true })).toBeDisabled();
  // The lesson was the track's last step: the student is told of the certificate at once.
  await expect(page.getByText("Certificate earned", { exact: true })).toBeVisible();
  await expect(
    page.getByText("You completed IT Infrastructure Engineering. Find it in your portal.", { exact: true }),
  ).toBeVisible();

  await page.goto("/student-portal");
  const certificates = page.getByRole("list", { name: "Your certificates" });
  await expect(certificates).toContainText("IT Infrastructure Engineering");
  await expect(page.getByRole("list", { name: "Earned badges" })).toContainText("Certified");
  const view = certificates.getByRole("link", { name: "View certificate: IT Infrastructure Engineering" });
  const path = await view.getAttribute("href");
  expect(path).toMatch(/^\/certificates\/[A-Za-z0-9_-]{22}$/);

  const download = page.waitForEvent("download");
  await certificates.getByRole("link", { name: "Download PDF: IT Infrastructure Engineering" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("cyberlab-certificate.pdf");
  const { readFile } = await import("node:fs/promises");
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  // Signed out, in a browser of its own: the public page verifies it, without the e-mail.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(path!);
  await expect(publicPage.getByRole("heading", { name: "Certificate of Completion" })).toBeVisible();
  const details = publicPage.getByLabel("Certificate details");
  await expect(details).toContainText("Morgan Reyes");
  await expect(details).toContainText("IT Infrastructure Engineering");
  await expect(details).toContainText(path!.split("/").pop()!);
  await expect(publicPage.getByText("Verified certificate")).toBeVisible();
  await expect(publicPage.locator("body")).not.toContainText(GRADUATE.email);
  await expectNoSeriousAxe(publicPage);

  await publicPage.goto("/certificates/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(publicPage.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
  await visitor.close();
});
