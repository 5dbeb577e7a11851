import { readFileSync } from "node:fs";
import { benchSessionCookie, startGateway } from "../lib/gateway.js";

const docs = JSON.parse(readFileSync("gateway/security/persistedDocuments.json", "utf8")) as Record<string, string>;
const idOf = (name: string) => Object.entries(docs).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text))![0];
const gid = (t: string, id: string) => Buffer.from(`${t}:${id}`).toString("base64");
const gw = await startGateway({
  database: { kind: "postgres", url: "postgresql://postgres@127.0.0.1:5432/loadcheck" },
  workDir: "/tmp/probe",
  webDist: "web/dist",
  log: console.error,
});
try {
  const ask = async (cookie: string, name: string, variables: object) => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: idOf(name) } }, variables }),
    });
    const text = await res.text();
    return `${name} ${res.status} ${res.headers.get("x-read-cache")} ${text.slice(0, 120)}`;
  };
  const a = await benchSessionCookie({ id: "load-user-0001", role: "COMMUNITY", sessionVersion: 0 });
  const b = await benchSessionCookie({ id: "load-user-0002", role: "COMMUNITY", sessionVersion: 0 });
  const lab = { count: 10, categoryId: gid("Category", "lab") };
  const pop = { count: 10, orderBy: "POPULAR" };
  console.log(await ask(a, "DiscussionListPaginationQuery", lab));
  console.log(await ask(a, "DiscussionListPaginationQuery", lab));
  console.log(await ask(a, "DiscussionListPaginationQuery", pop));
  console.log(await ask(a, "DiscussionListPaginationQuery", pop));
  console.log(await ask(b, "useLikeDiscussionMutation", { input: { discussionId: gid("Discussion", "load-discussion-00038") } }));
  console.log(await ask(a, "DiscussionListPaginationQuery", lab));
  console.log(await ask(a, "DiscussionListPaginationQuery", pop));
  console.log(await ask(b, "useLikeDiscussionMutationUnlike", { input: { discussionId: gid("Discussion", "load-discussion-00038") } }));
  console.log(await ask(b, "useCreateDiscussionMutation", { input: { title: "t", content: "c", categoryId: gid("Category", "general"), isUrgent: false, isPinned: false, isLocked: false }, connections: [] }));
  console.log(await ask(a, "DiscussionListPaginationQuery", lab));
  console.log(await ask(a, "DiscussionListPaginationQuery", pop));
} finally {
  await gw.stop();
}
