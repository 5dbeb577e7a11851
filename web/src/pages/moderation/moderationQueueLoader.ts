import type { ModerationQueuePageQuery } from "../../__generated__/ModerationQueuePageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { moderationQueuePageQuery } from "./ModerationQueuePage";

/** Starts the page's query (who is signed in, and whether they moderate) as the route matches. */
export const moderationQueueLoader = createQueryLoader<ModerationQueuePageQuery>(moderationQueuePageQuery, () => ({}));
