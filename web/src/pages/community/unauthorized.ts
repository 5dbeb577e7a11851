import { isUnauthorizedError } from "../../relay/errors";
import { loginPathFor } from "../../../../schema/rules/returnTo";
import { loadToaster } from "../../ui/toast/loadToaster";
import { toastStore } from "../../ui/toast/toastStore";

/** Spec 8/9: after the toast, the community sign-in starts this much later. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = "/api/login";

export interface UnauthorizedDeps {
  toast: (input: { title: string; description: string; variant: "destructive" }) => unknown;
  schedule: (run: () => void, delayMs: number) => unknown;
  navigate: (url: string) => void;
  /** The page the member is on (path and query), to come back to after sign-in. */
  here?: () => string;
}

const browserDeps = (): UnauthorizedDeps => ({
  toast: toastStore.toast,
  // The delay counts from when the toast can show: the toasts' viewport loads after the first render.
  schedule: (run, delayMs) =>
    void loadToaster().then(
      () => setTimeout(run, delayMs),
      () => setTimeout(run, delayMs),
    ),
  navigate: (url) => window.location.assign(url),
  here: () => `${window.location.pathname}${window.location.search}`,
});

let redirecting = false;

/**
 * For a community or profile call that failed: a 401 tells the member they are logged out and
 * sends them to sign in again (once, however many calls failed). Returns whether it handled it.
 */
export function redirectIfUnauthorized(error: unknown, deps: UnauthorizedDeps = browserDeps()): boolean {
  if (!isUnauthorizedError(error)) return false;
  promptSignIn(deps);
  return true;
}

/** The signed-out toast, then the community sign-in (once, however many places ask for it). */
export function promptSignIn(deps: UnauthorizedDeps = browserDeps()): void {
  if (redirecting) return;
  redirecting = true;
  deps.toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  deps.schedule(() => {
    redirecting = false;
    // Back to this page after sign-in when it is a community page; the board keeps the spec's /api/login.
    deps.navigate(deps.here ? loginPathFor(deps.here()) : LOGIN_PATH);
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}
