// Where community sign-in returns a member: the page they were on, never another site. The gateway
// checks what /api/login is given against this rule; the web app only asks for pages it allows.

/** The community's own pages, where the community sign-in is asked for. */
export const RETURN_PAGES = ["/community", "/profile", "/notifications", "/settings", "/members"] as const;

/** Where a sign-in without (or with a refused) return page lands: the board, as the spec says. */
export const DEFAULT_RETURN = "/community";

const MAX_LENGTH = 500;

/**
 * The page to return to after sign-in, when `value` is one of the community's own pages as a
 * same-origin path (with an optional query); otherwise undefined. A path that could leave the
 * site ("//host", "/\\host", a scheme) or holds control characters never passes.
 */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return undefined;
  // Control characters (and DEL), spaces and backslashes have no place in a page path here.
  const unsafe = (ch: string) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || ch === "\\";
  if ([...value].some(unsafe)) return undefined;
  const pathEnd = value.search(/[?#]/);
  const path = pathEnd === -1 ? value : value.slice(0, pathEnd);
  if (value.includes("#")) return undefined;
  const allowed = RETURN_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
  if (!allowed || path.includes("//")) return undefined;
  return value;
}

/** /api/login for a member on `page`: with the page to return to, unless that is the default. */
export function loginPathFor(page: string): string {
  const returnTo = safeReturnTo(page);
  return returnTo && returnTo !== DEFAULT_RETURN ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : "/api/login";
}
