import type { MemberProfilePageQuery } from "../../__generated__/MemberProfilePageQuery.graphql";
import { createQueryLoader } from "../../relay/createQueryLoader";
import { memberProfilePageQuery } from "./MemberProfilePage";

/** An id that cannot be a member's (not base64 of `User:…`) asks for one that no member has: "Member not found". */
export function memberIdParam(id: string | undefined): string {
  try {
    if (id && atob(id).startsWith("User:")) return id;
  } catch {
    // Not base64: falls through to the unknown member.
  }
  return btoa("User:unknown");
}

/** Starts the profile's query as the route matches. */
export const memberProfileLoader = createQueryLoader<MemberProfilePageQuery>(memberProfilePageQuery, ({ params }) => ({
  id: memberIdParam(params.id),
}));
