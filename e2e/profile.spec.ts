import { expect, type Page, test } from "@playwright/test";
import { demoCommunity, signInToCommunity } from "./support/communitySignIn";
import { expectSignedOutToastThenSignIn } from "./support/signedOutToast";
import { expectNoSeriousAxe } from "./support/axe";

/** Other specs expect the demo member's seeded name: put it back whatever a test changed. */
async function restoreName(page: Page) {
  await page.request.post("/graphql", {
    data: {
      query:
        'mutation { updateProfile(input: { firstName: "Casey", lastName: "Morgan", skills: [], bio: "", specialization: null }) { profile { id } } }',
    },
  });
}

test.describe("profile settings", () => {
  test.beforeEach(async ({ page }) => {
    await signInToCommunity(page);
    await restoreName(page);
  });
  test.afterEach(async ({ page }) => restoreName(page));

  test("shows the photo, names, read-only e-mail, six specializations, bio and skills", async ({ page }) => {
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change Photo" })).toBeVisible();
    await expect(page.getByText("JPG, PNG or GIF, max 2MB")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Casey");
    await expect(page.getByLabel("Last Name")).toHaveValue("Morgan");
    await expect(page.getByLabel("Email")).toHaveValue(demoCommunity.email);
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(page.getByText("Email cannot be changed")).toBeVisible();
    await expect(page.getByLabel("Specialization").locator("option:not([value=''])")).toHaveText([
      "Network Security",
      "Cryptography",
      "Penetration Testing",
      "Digital Forensics",
      "Security Analysis",
      "Incident Response",
    ]);
    await expect(page.getByLabel("Bio")).toBeVisible();
    await expectNoSeriousAxe(page);
  });

  test("skills: Enter adds a trimmed skill once, and it can be removed", async ({ page }) => {
    await page.goto("/profile");
    const input = page.getByLabel("Skills", { exact: true }).and(page.getByRole("textbox"));
    const tags = page.getByRole("list", { name: "Skills" }).getByRole("listitem");
    await input.fill("  Wireshark  ");
    await input.press("Enter");
    await input.fill("Wireshark");
    await input.press("Enter");
    await input.fill("   ");
    await input.press("Enter");
    await expect(tags).toHaveCount(1);
    await expect(tags.first()).toContainText("Wireshark");
    await page.getByRole("button", { name: "Remove Wireshark" }).click();
    await expect(tags).toHaveCount(0);
  });

  test("names are required; Save Changes stores the profile and the top bar shows the new name", async ({ page }) => {
    await page.goto("/profile");
    await page.getByLabel("First Name").fill("  ");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    // Focus goes to the field to fix, as on the sign-up form.
    await expect(page.getByLabel("First Name")).toBeFocused();

    await page.getByLabel("First Name").fill("Robin");
    await page.getByLabel("Last Name").fill("Hale");
    await page.getByLabel("Specialization").selectOption({ label: "Digital Forensics" });
    await page.getByLabel("Bio").fill("Blue team, DFIR.");
    const input = page.getByLabel("Skills", { exact: true }).and(page.getByRole("textbox"));
    await input.fill("Volatility");
    await input.press("Enter");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Your profile has been successfully updated.", { exact: true })).toBeVisible();
    await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menu")).toContainText("Robin Hale");
    await page.keyboard.press("Escape");

    const me = (await (await page.request.get("/api/auth/user")).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ firstName: "Robin", lastName: "Hale", bio: "Blue team, DFIR.", skills: ["Volatility"] });
  });

  test("a failed save shows the error toast", async ({ page }) => {
    await page.goto("/profile");
    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("useUpdateProfileMutation")
        ? route.fulfill({ status: 500, body: "Internal Server Error" })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Failed to update profile. Please try again.", { exact: true })).toBeVisible();
  });

  test("Cancel goes back", async ({ page }) => {
    await page.goto("/community");
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "View Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/community$/);
  });

  test("Cancel on a profile opened by itself (a new tab) goes to the board, not out of the app", async ({ page }) => {
    await page.goto("/profile");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("heading", { name: /^Welcome back, / })).toBeVisible();
  });
});

test("signed out, /profile says so and goes to sign in after 500 ms", async ({ page }) => {
  await expectSignedOutToastThenSignIn(page, () => page.goto("/profile"));
});
