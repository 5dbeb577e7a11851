import type { MembersPageQuery } from "../../__generated__/MembersPageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { membersPageQuery } from "./MembersPage";

/** Starts the page's query (who is signed in) as the route matches; the list loads below it. */
export const membersLoader = createQueryLoader<MembersPageQuery>(membersPageQuery, () => ({}));
