import { expect, test, type Page } from "@playwright/test";
import { signInToCommunity } from "./support/communitySignIn";

// Issue 10, trusted documents: the browser names every GraphQL operation by its persisted id
// (relay.config.js persistConfig) and never sends a document's text, over HTTP or graphql-ws.

const DEMO_STUDENT = { email: "student@cyberlab.academy", password: "Student!2026" };

type Sent = { via: "http" | "ws"; operationName?: string; query?: unknown; id?: unknown };

/** Everything the page sends to /graphql: POST bodies and graphql-ws subscribe messages. */
function recordGraphql(page: Page): Sent[] {
  const sent: Sent[] = [];
  const record = (
    via: Sent["via"],
    body: { operationName?: string; query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } },
  ) =>
    sent.push({
      via,
      operationName: body.operationName,
      query: body.query,
      id: body.extensions?.persistedQuery?.sha256Hash,
    });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql" && request.method() === "POST")
      record("http", request.postDataJSON());
  });
  page.on("websocket", (socket) => {
    socket.on("framesent", ({ payload }) => {
      const message = JSON.parse(String(payload)) as { type: string; payload?: Parameters<typeof record>[1] };
      if (message.type === "subscribe" && message.payload) record("ws", message.payload);
    });
  });
  return sent;
}

function expectIdsOnly(sent: Sent[]) {
  for (const { via, operationName, query, id } of sent) {
    expect({ via, operationName, id: typeof id === "string" && /^[0-9a-f]{64}$/.test(id) }).toEqual({
      via,
      operationName,
      id: true,
    });
    // graphql-ws requires a `query` string: it goes out empty.
    expect({ operationName, query }).toEqual({ operationName, query: via === "ws" ? "" : undefined });
  }
}

test("queries and a mutation go out as persisted ids, and their screens show the data", async ({ page }) => {
  const sent = recordGraphql(page);
  await page.goto("/courses");
  await expect(page.getByRole("heading", { name: "IT Infrastructure Engineering" })).toBeVisible();

  await page.goto("/student-login");
  await page.getByLabel("Email").fill(DEMO_STUDENT.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_STUDENT.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/student-portal$/);

  expect(sent.map((s) => s.operationName)).toEqual(
    expect.arrayContaining(["CoursesPageQuery", "useStudentLoginMutation"]),
  );
  expectIdsOnly(sent);
});

test("the live Online Now list, the board's activity and the bell subscribe by id over graphql-ws", async ({
  page,
}) => {
  const sent = recordGraphql(page);
  await signInToCommunity(page);
  await expect(page.getByRole("region", { name: "Online Now" })).toContainText("Casey Morgan");

  await expect
    .poll(() =>
      sent
        .filter((s) => s.via === "ws")
        .map((s) => s.operationName)
        .sort(),
    )
    .toEqual(["useBoardActivitySubscription", "useNotificationsSubscription", "useOnlineUsersSubscription"]);
  expect(sent.some((s) => s.via === "http" && s.operationName === "CommunityPageQuery")).toBe(true);
  expectIdsOnly(sent);
});
