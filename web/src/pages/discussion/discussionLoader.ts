import type { DiscussionPageQuery } from "../../__generated__/DiscussionPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { discussionPageQuery } from "./DiscussionPage";

/** Starts the discussion's query (who is signed in, the discussion, its first replies) as the route matches. */
export const discussionLoader = createQueryLoader<DiscussionPageQuery>(discussionPageQuery, ({ params }) => ({
  id: params.id ?? "",
}));
