import { useEffect } from "react";
import { usePageTitle } from "../../router/pageTitle";
import { promptSignIn } from "./unauthorized";

/**
 * A page for community members (the moderation queue, members; notifications, which students see
 * too): a viewer whose role is in `roles` sees it under its title; anyone else gets the board's
 * signed-out toast, then the community sign-in, which returns here. Returns whether the page may show.
 */
export function useMemberOnlyPage(
  role: string | null | undefined,
  title: string,
  roles: readonly string[] = ["COMMUNITY"],
): boolean {
  const isMember = role != null && roles.includes(role);
  usePageTitle(isMember ? title : undefined);
  useEffect(() => {
    if (!isMember) promptSignIn();
  }, [isMember]);
  return isMember;
}
