import { expect, test } from "@playwright/test";

const DEMO_STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };

// Sign-in state across the browser: a student's session after login and after logout.
test("a student signs in through the login page, and logging out ends the session in every browser", async ({
  page,
  browser,
}) => {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill(DEMO_STUDENT.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);

  const me = await page.request.get("/api/student/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ email: DEMO_STUDENT.email, isActive: true });

  // A second browser signed in as the same student.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  expect((await other.request.post("/api/student/auth", { data: DEMO_STUDENT })).status()).toBe(200);
  expect((await other.request.get("/api/student/user")).status()).toBe(200);

  // The browser's cookie is HttpOnly: scripts on the page cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain("cyberlab_session");

  expect((await page.request.post("/api/student/logout")).status()).toBe(200);
  const after = await page.request.get("/api/student/user");
  expect(after.status()).toBe(401);
  expect(await after.text()).toContain("Unauthorized");
  expect((await other.request.get("/api/student/user")).status()).toBe(401);
  await other.close();
});
