import { useEffect, useEffectEvent } from "react";
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from "react-router-dom";
import { listenForReconnect } from "../relay/reconnect";
import { isUnauthorizedError } from "../relay/errors";
import { buttonRecipe } from "../ui/button.css";
import { heading, muted } from "../ui/layout/PageContainer.css";
import { PageContainer } from "../ui/layout/PageContainer";
import { usePageTitle } from "./pageTitle";
import { sprinkles } from "../styles/sprinkles.css";

function describe(error: unknown): string {
  if (!navigator.onLine) return "You are offline. This page loads again by itself once you are back online.";
  if (isRouteErrorResponse(error)) return `${error.status}: ${error.statusText}`;
  if (isUnauthorizedError(error)) return "You are not signed in, or your session has ended.";
  if (error instanceof Error) return error.message;
  return "An unexpected error occurred.";
}

/**
 * errorElement for the shell and for the screens inside it. Try again re-enters the same URL:
 * the new location resets the boundary and re-runs the loaders, which start a fresh request for
 * a query that failed (Relay does not cache failures). A revalidation alone is not enough: with
 * synchronous loaders it can finish before the boundary ever sees it, leaving the error shown.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const tryAgain = () => void navigate({ pathname, search, hash }, { replace: true, state });
  // Spec 9: a screen recovers by itself when the network comes back.
  const retryOnReconnect = useEffectEvent(tryAgain);
  useEffect(() => listenForReconnect(window, retryOnReconnect), []);
  usePageTitle("Something went wrong");

  return (
    <PageContainer>
      <h1 className={heading}>Something went wrong</h1>
      <p className={muted} role="alert">
        {describe(error)}
      </p>
      <div className={sprinkles({ display: "flex", gap: "md", alignItems: "center" })}>
        <button type="button" className={buttonRecipe()} onClick={tryAgain}>
          Try again
        </button>
        <Link to="/">Back to home</Link>
      </div>
    </PageContainer>
  );
}
