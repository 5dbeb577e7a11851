import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxe } from "./support/axe";

// Every per-page value of the spec's lesson table (section 2), as a visitor sees it on a fresh install.
type Row = {
  path: string;
  title: string;
  back: string;
  community: string;
  level: string;
  progress: number;
  videos: { title?: string; duration: string; label: string; instructor?: string }[];
  figures: [string, string][];
  upNext: string | null;
  blocksBlank: boolean;
};

const PAGES: Row[] = [
  {
    path: "/it-fundamentals",
    title: "IT Fundamentals",
    back: "/student-portal",
    community: "/",
    level: "Beginner",
    progress: 15,
    videos: [
      {
        title: "Network Fundamentals & Protocol Basics",
        duration: "45 min",
        label: "Chapter 1-2",
        instructor: "Instructor: Dr. Sarah Mitchell",
      },
    ],
    figures: [
      ["Completed Lessons", "2/12"],
      ["Labs", "0/3"],
      ["Time Spent", "2.5 hours"],
    ],
    upNext: "Lesson 2: Network Topologies",
    blocksBlank: true,
  },
  {
    path: "/network-infrastructure",
    title: "Network Infrastructure",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Intermediate",
    progress: 25,
    videos: [
      { duration: "65 min", label: "Module 2" },
      { duration: "65 min", label: "Module 2" },
    ],
    figures: [
      ["Completed Lessons", "3/12"],
      ["Labs", "1/3"],
      ["Time Spent", "4.2 hours"],
    ],
    upNext: "Module 3: Server Administration",
    blocksBlank: true,
  },
  {
    path: "/server-administration",
    title: "Server Administration",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Intermediate",
    progress: 15,
    videos: [
      { duration: "85 min", label: "Module 3" },
      { duration: "75 min", label: "Module 3B" },
    ],
    figures: [
      ["Lessons watched", "1/16"],
      ["Labs", "0/3"],
      ["Estimated time left", "3h 45m"],
    ],
    upNext: "Active Directory",
    blocksBlank: false,
  },
  {
    path: "/active-directory",
    title: "Active Directory & Identity Management",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Intermediate",
    progress: 20,
    videos: [{ duration: "92 min", label: "Module 4" }],
    figures: [
      ["Lessons watched", "1/14"],
      ["Labs", "0/3"],
      ["Time left", "2h 40m"],
    ],
    upNext: "Cloud Infrastructure",
    blocksBlank: false,
  },
  {
    path: "/cloud-infrastructure",
    title: "Cloud Infrastructure",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Advanced",
    progress: 10,
    videos: [{ duration: "98 min", label: "Module 6" }],
    figures: [
      ["Lessons", "1/18"],
      ["Labs", "0/3"],
      ["Time left", "3h 50m"],
    ],
    upNext: "Virtualization Technologies",
    blocksBlank: false,
  },
  {
    path: "/virtualization-technologies",
    title: "Virtualization Technologies",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Intermediate",
    progress: 15,
    videos: [
      { duration: "85 min", label: "Module 7" },
      { duration: "75 min", label: "Module 7B" },
    ],
    figures: [
      ["Lessons", "1/12"],
      ["Labs", "0/3"],
      ["Time left", "2h 45m"],
    ],
    upNext: "Storage Solutions",
    blocksBlank: false,
  },
  {
    path: "/storage-solutions",
    title: "Storage Solutions",
    back: "/it-infrastructure-modules",
    community: "/community",
    level: "Intermediate",
    progress: 0,
    videos: [{ duration: "60 min", label: "Module 8" }],
    figures: [
      ["Lessons", "0/8"],
      ["Labs", "0/3"],
    ],
    upNext: null,
    blocksBlank: true,
  },
];

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Lesson sidebar" });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

for (const row of PAGES) {
  test.describe(`lesson page ${row.path}`, () => {
    test("header, videos, sidebar figures and Up Next", async ({ page }) => {
      await page.goto(row.path);
      await expect(page.getByRole("heading", { level: 1, name: row.title })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Back to/ })).toHaveAttribute("href", row.back);
      await expect(page.getByRole("link", { name: "CyberLab Academy, student portal" })).toHaveAttribute(
        "href",
        "/student-portal",
      );
      await expect(page.getByRole("link", { name: "Community Page" })).toHaveAttribute("href", row.community);
      await expect(page.getByLabel(`Level: ${row.level}`)).toHaveText(row.level);
      await expect(page.getByRole("progressbar", { name: "Lesson progress" })).toHaveAttribute(
        "aria-valuenow",
        String(row.progress),
      );
      await expect(page.getByText(`${row.progress}%`, { exact: true })).toBeVisible();

      await expect(tab(page, "Video Lesson")).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tab")).toHaveText(["Video Lesson", "Comments", "Ask Mentor", "Resources"]);
      const videos = page.getByRole("tabpanel").getByLabel("Video details");
      await expect(videos).toHaveCount(row.videos.length);
      for (const [i, video] of row.videos.entries()) {
        await expect(videos.nth(i)).toContainText(video.duration);
        await expect(videos.nth(i)).toContainText(video.label);
        if (video.instructor) await expect(videos.nth(i)).toContainText(video.instructor);
        if (video.title) await expect(page.getByRole("heading", { name: video.title })).toBeVisible();
      }
      await expect(page.locator("iframe")).toHaveCount(row.videos.length);

      for (const [label, value] of row.figures) {
        await expect(
          sidebar(page)
            .locator("dt", { hasText: new RegExp(`^${label}$`) })
            .locator("xpath=following-sibling::dd[1]"),
        ).toHaveText(value);
      }
      const upNext = sidebar(page).getByRole("region", { name: "Up Next" });
      if (row.upNext) await expect(upNext).toContainText(row.upNext);
      else await expect(upNext).toHaveCount(0);
    });

    test("resources, comments and the mentor", async ({ page }) => {
      await page.goto(row.path);
      await tab(page, "Resources").click();
      const labs = page.getByRole("region", { name: "Lab Exercises" }).getByRole("article");
      await expect(labs).toHaveCount(3);
      await expect(page.getByRole("button", { name: /^Start Lab: / })).toHaveCount(2);
      await expect(labs.nth(2).getByRole("button", { name: /^Locked: / })).toBeDisabled();
      await expect(labs.nth(0)).toContainText(/\d+ min/);
      const readings = page.getByRole("region", { name: "Required Reading" }).getByRole("article");
      await expect(readings).toHaveCount(3);
      for (let i = 0; i < 3; i++) await expect(readings.nth(i)).toContainText(/ISBN: [\d-]+ · Chapters \d+-\d+/);

      await tab(page, "Comments").click();
      await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem")).toHaveCount(3);
      const post = page.getByRole("button", { name: "Post Comment" });
      if (row.blocksBlank) await expect(post).toBeDisabled();
      else await expect(post).toBeEnabled();

      await tab(page, "Ask Mentor").click();
      await expect(page.getByText("Senior Network Engineer & Mentor")).toBeVisible();
      const questions = page.getByRole("list", { name: "Recent questions" });
      await expect(questions.getByText("Answered").first()).toBeVisible();
      await expect(questions.getByText("Pending").first()).toBeVisible();
    });
  });
}

test("fundamentals and network: mentor answers within 24 hours; the network page opens the simulator in a new tab", async ({
  page,
}) => {
  await page.goto("/network-infrastructure");
  await expect(sidebar(page).getByRole("button", { name: "Complete Current Module First" })).toBeDisabled();
  const simulator = page.getByRole("link", { name: "Network Simulator" });
  await expect(simulator).toHaveAttribute("target", "_blank");
  await tab(page, "Ask Mentor").click();
  await expect(page.getByText("Available, responds within 24 hours")).toBeVisible();
  await page.goto("/it-fundamentals");
  await expect(sidebar(page).getByRole("button", { name: "Continue to Next Lesson" })).toBeVisible();
  // Download Slides is a link to the slides PDF (e2e/studyTime.spec.ts downloads it); the others are buttons.
  await expect(sidebar(page).getByRole("link", { name: "Download Slides" })).toBeVisible();
  for (const action of ["Take Notes", "Get Help"])
    await expect(sidebar(page).getByRole("button", { name: action })).toBeVisible();
  await page.goto("/server-administration");
  await expect(sidebar(page).getByText("Complete this module to unlock")).toBeVisible();
});

test("storage: About This Lesson, the reply-time note and the final-module note", async ({ page }) => {
  await page.goto("/storage-solutions");
  const about = page.getByRole("region", { name: "About This Lesson" });
  await expect(about.getByLabel("Lesson facts")).toHaveText(/2 hours\s*8 sections\s*Intermediate/);
  await expect(about.getByRole("list", { name: "Learning objectives" }).getByRole("listitem")).toHaveCount(5);
  await expect(sidebar(page)).toContainText("within 2-4 hours during business hours");
  await expect(sidebar(page)).toContainText("final module");
  await expect(sidebar(page)).toContainText("certification");
});

test("a visitor's comment: the alert, the box cleared, blank text ignored, nothing stored", async ({ page }) => {
  await page.goto("/server-administration");
  await tab(page, "Comments").click();
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  const box = page.getByLabel("Add a comment");
  await box.fill("   ");
  await page.getByRole("button", { name: "Post Comment" }).click();
  expect(alerts).toEqual([]);
  await box.fill("Visitor comment");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect.poll(() => alerts).toEqual(["Comment submitted!"]);
  await expect(box).toHaveValue("");
  await tab(page, "Ask Mentor").click();
  await page.getByLabel("Your question").fill("Visitor question?");
  await page.getByRole("button", { name: "Send Question" }).click();
  await expect.poll(() => alerts).toEqual(["Comment submitted!", "Question sent to mentor!"]);
  await page.reload();
  await tab(page, "Comments").click();
  await expect(page.getByText("Visitor comment")).toHaveCount(0);
});

test("a signed-in student's comment and question are stored and shown first after reload", async ({ page }) => {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
  page.on("dialog", (dialog) => void dialog.accept());
  // A track's first module: a student's other modules are locked until they complete the one before (issue 20).
  await page.goto("/it-fundamentals");
  await tab(page, "Comments").click();
  await page.getByLabel("Add a comment").fill("Stored by the e2e student");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await tab(page, "Ask Mentor").click();
  await page.getByLabel("Your question").fill("Stored question from e2e?");
  await page.getByRole("button", { name: "Send Question" }).click();
  await expect(page.getByRole("list", { name: "Recent questions" }).getByRole("listitem").first()).toContainText(
    "Stored question from e2e?",
  );
  await page.reload();
  await tab(page, "Comments").click();
  await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toContainText(
    "Stored by the e2e student",
  );
  await tab(page, "Ask Mentor").click();
  const first = page.getByRole("list", { name: "Recent questions" }).getByRole("listitem").first();
  await expect(first).toContainText("Stored question from e2e?");
  await expect(first).toContainText("Pending");
});

test("a student's comment is cleared only once stored: a refused or lost one keeps its text and says why", async ({
  page,
}) => {
  await page.goto("/student-login");
  await page.getByLabel("Email").fill("student@cyberlab.academy");
  await page.getByLabel("Password", { exact: true }).fill("Student!2026");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/student-portal$/);
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  // A track's first module: open to every student (issue 20's sequential unlock).
  await page.goto("/security-fundamentals");
  await tab(page, "Comments").click();
  const box = page.getByLabel("Add a comment");
  const post = page.getByRole("button", { name: "Post Comment" });

  // Over the limit: the counter says so, the server refuses, the text stays.
  const tooLong = "x".repeat(2001);
  await box.fill(tooLong);
  await expect(page.getByText("2,001 / 2,000 characters")).toBeVisible();
  await post.click();
  await expect(page.getByRole("alert")).toContainText("Your comment was not posted:");
  await expect(box).toHaveValue(tooLong);
  expect(alerts).toEqual([]);

  // The network fails: the text stays, the reason shows.
  const kept = `Kept through a lost connection ${Date.now()}`;
  await box.fill(kept);
  await expect(page.getByText(`${kept.length} / 2,000 characters`)).toBeVisible();
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("useAddLessonCommentMutation") ? route.abort("failed") : route.fallback(),
  );
  await post.click();
  await expect(page.getByRole("alert")).toHaveText(
    "Your comment was not posted: the server could not be reached. Your text is kept; try again.",
  );
  await expect(box).toHaveValue(kept);
  expect(alerts).toEqual([]);

  // Back: the same text posts, the spec's alert shows, the box clears.
  await page.unroute("**/graphql");
  await post.click();
  await expect.poll(() => alerts).toEqual(["Comment submitted!"]);
  await expect(box).toHaveValue("");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Comments" }).getByRole("listitem").first()).toContainText(kept);
});

test("a lesson page has no serious accessibility violations", async ({ page }) => {
  await page.goto("/it-fundamentals");
  await expect(page.getByRole("heading", { level: 1, name: "IT Fundamentals" })).toBeVisible();
  await expectNoSeriousAxe(page, { exclude: "iframe" });
});
