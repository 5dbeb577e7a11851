import type { CommunityPageQuery } from "../../__generated__/CommunityPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { communityPageQuery } from "./CommunityPage";

/** Starts the board's query (who is signed in, categories, counts, first page) as the route matches. */
export const communityLoader = createQueryLoader<CommunityPageQuery>(communityPageQuery, () => ({}));
