import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

async function signIn(page: Page) {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
  await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

test("signed out: the portal sends the visitor to the student login after 500 ms", async ({ page }) => {
  await page.goto("/student-portal");
  await expect(page.getByRole("status")).toContainText("signed out");
  await expect(page).toHaveURL(/\/student-login$/);
});

test.describe.serial("signed in", () => {
  test("dashboard: tabs, welcome, stat cards, quick actions and events", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("tab")).toHaveText([
      "My Dashboard",
      "My Enrolled Programs",
      "My Projects",
      "Progress",
      "Profile",
    ]);
    await expect(tab(page, "My Dashboard")).toHaveAttribute("aria-selected", "true");
    const stats = page.getByRole("list", { name: "Your stats" });
    await expect(stats).toContainText(/Overall Progress\s*\d+%/);
    await expect(stats).toContainText(/\d+ of 155 lessons completed in IT Infrastructure Engineering/);
    await expect(stats).toContainText(/Badges Earned\s*8/);
    await expect(stats).toContainText(/Day Streak\s*12/);
    await expect(stats.getByRole("link", { name: "Open Lab Environment" })).toHaveAttribute("target", "_blank");
    const actions = page.getByRole("region", { name: "Quick Actions" });
    await expect(actions.getByRole("link", { name: "Continue Lesson" })).toBeVisible();
    await expect(actions.getByRole("link", { name: "Community" })).toHaveAttribute("href", "/community");
    await expect(actions.getByRole("link", { name: "Schedule Mentor Call" })).toHaveAttribute("target", "_blank");
    await expect(actions.getByRole("link", { name: "Course Materials" })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("list", { name: "Upcoming events" }).getByRole("listitem")).toHaveCount(3);
    await expectNoSeriousAxe(page);
  });

  test("programs link to their catalogues; projects show pending, submitted and upcoming", async ({ page }) => {
    await signIn(page);
    await tab(page, "My Enrolled Programs").click();
    const programs = page.getByRole("list", { name: "Enrolled programs" }).getByRole("article");
    await expect(programs).toHaveCount(3);
    const targets = ["/it-infrastructure-modules", "/it-security-modules", "/it-fundamentals"];
    for (const [i, href] of targets.entries()) {
      await expect(programs.nth(i).getByRole("link", { name: /^(Start Course|Continue): / })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(programs.nth(1).getByRole("link", { name: /^Start Course: / })).toBeVisible();
    await tab(page, "My Projects").click();
    const projects = page.getByRole("list", { name: "Projects" }).getByRole("article");
    await expect(projects).toHaveCount(3);
    await expect(projects.nth(0)).toContainText("Pending");
    await expect(projects.nth(0).getByRole("link", { name: /^Submit: / })).toHaveAttribute(
      "href",
      "/assignments/project-network-design",
    );
    await expect(projects.nth(1).getByRole("link", { name: /^View: / })).toHaveAttribute(
      "href",
      "/assignments/project-server-hardening",
    );
    await expect(projects.nth(2).getByRole("link", { name: /^Preview: / })).toHaveAttribute(
      "href",
      "/assignments/project-threat-assessment",
    );
  });

  test("completing lessons moves the lesson page, the catalogue and the portal", async ({ page }) => {
    // Twelve lessons, each saved and then navigated to.
    test.setTimeout(120_000);
    await signIn(page);
    // The track's first module: open to every student (the others unlock in turn, issue 20).
    await page.goto("/it-fundamentals");
    for (let i = 1; i <= 12; i++) {
      await page.getByRole("button", { name: "Mark Lesson Complete" }).click();
      await expect(page.getByRole("progressbar", { name: "Lesson progress" })).toHaveAttribute(
        "aria-valuenow",
        String(Math.round((i * 100) / 12)),
      );
      if (i < 12) await page.getByRole("button", { name: "Continue to Next Lesson" }).click();
    }
    await expect(page.getByRole("button", { name: "Lesson Complete" })).toBeDisabled();
    await page.goto("/it-infrastructure-modules");
    await expect(
      page
        .getByLabel("Track summary")
        .locator("dt", { hasText: /^Completed$/ })
        .locator("xpath=following-sibling::dd[1]"),
    ).toHaveText("1");
    await expect(page.getByRole("progressbar", { name: "Overall progress" })).toHaveAttribute("aria-valuenow", "14");
    const fundamentals = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "IT Fundamentals" }) });
    await expect(fundamentals).toContainText("Completed");
    await expect(fundamentals.getByRole("link", { name: "Continue: IT Fundamentals" })).toBeVisible();
    await page.goto("/student-portal");
    await expect(page.getByRole("list", { name: "Your stats" })).toContainText(/(\d+) of 155 lessons completed/);
    await expect(page.getByRole("list", { name: "Your stats" })).not.toContainText("0 of 155 lessons");
  });

  test("Logout ends the session and goes home", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/student-portal");
    await expect(page).toHaveURL(/\/student-login$/);
    // Signing in again within the same page load reaches the portal (no stale probe).
    await page.getByLabel("Email").fill("student@cyberlab.academy");
    await page.getByLabel("Password", { exact: true }).fill("Student!2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
  });
});
