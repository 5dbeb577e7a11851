import type { CommunityLoginRefusal } from "../../../../schema/auth/communityUser";

const TRY_AGAIN = "Sign-in did not complete. Please try again.";

// What the user can do about each refusal the server names (gateway/oidc/routes.ts).
const BY_REASON: Partial<Record<CommunityLoginRefusal, string>> = {
  unverified_email:
    "Your sign-in provider has not confirmed that this e-mail address is yours, and a CyberLab account already uses it. Confirm the address with your provider, then sign in again.",
  email_taken:
    "This e-mail address belongs to a student or admin account. Sign in to the community with another address.",
  email_linked_elsewhere:
    "This e-mail address is already linked to another sign-in. Use the one you signed in with before.",
  disabled: "This community account is disabled. Contact CyberLab Academy support to have it enabled.",
};

/** The message for /community?login=failed&reason=…, or null when the sign-in did not fail. */
export function communitySignInProblem(search: URLSearchParams): string | null {
  if (search.get("login") !== "failed") return null;
  const reason = search.get("reason") as CommunityLoginRefusal | null;
  return (reason && Object.hasOwn(BY_REASON, reason) ? BY_REASON[reason] : undefined) ?? TRY_AGAIN;
}
