import { expect, type Browser, type Page } from "@playwright/test";
import { demoModerator, signInToCommunity } from "./communitySignIn";

// Community calls the specs make through the API as the signed-in member, and a moderator's browser.

export const categoryId = (slug: string) => Buffer.from(`Category:${slug}`).toString("base64");
export const path = (id: string) => `/community/discussions/${encodeURIComponent(id)}`;

export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>) {
  const res = await page.request.post("/graphql", { data: { query, variables } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { data: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

export async function startDiscussion(page: Page, title: string, category = "general") {
  const body = await graphql<{ createDiscussion: { discussionEdge: { node: { id: string } } } }>(
    page,
    `
      mutation ($input: CreateDiscussionInput!) {
        createDiscussion(input: $input) {
          discussionEdge {
            node {
              id
            }
          }
        }
      }
    `,
    { input: { title, content: "Posted by the member.", categoryId: categoryId(category) } },
  );
  return body.data.createDiscussion.discussionEdge.node.id;
}

export async function reply(page: Page, discussionId: string, content: string) {
  return graphql<{ addReply: { replyEdge: { node: { id: string } } } | null }>(
    page,
    `
      mutation ($input: AddReplyInput!) {
        addReply(input: $input) {
          replyEdge {
            node {
              id
            }
          }
        }
      }
    `,
    { input: { discussionId, content } },
  );
}

/** Another demo account signed in, in a browser context of its own; the demo moderator unless told. */
export async function memberPage(browser: Browser, account = demoModerator) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToCommunity(page, account);
  return { page, close: () => context.close() };
}

export const moderatorPage = (browser: Browser) => memberPage(browser);
