import { useEffect } from "react";
import { usePageTitle } from "../../router/pageTitle";
import { promptSignIn } from "./unauthorized";

/**
 * A page for community members only (the moderation queue, members, notifications): a member sees
 * it under its title; anyone else gets the board's signed-out toast, then the community sign-in,
 * which returns here. `role` is the signed-in viewer's. Returns whether the page may show.
 */
export function useMemberOnlyPage(role: string | null | undefined, title: string): boolean {
  const isMember = role === "COMMUNITY";
  usePageTitle(isMember ? title : undefined);
  useEffect(() => {
    if (!isMember) promptSignIn();
  }, [isMember]);
  return isMember;
}
