import { Component, type ReactNode } from "react";
import { isUnauthorizedError } from "../../relay/errors";
import { redirectIfUnauthorized } from "./unauthorized";

interface UnauthorizedBoundaryProps {
  children: ReactNode;
  /** Shown while the redirect to sign-in is pending. */
  fallback?: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Around community and profile sections: a 401 shows the logged-out toast and redirects to the
 * sign-in; any other error goes on to the route's error screen.
 */
export class UnauthorizedBoundary extends Component<UnauthorizedBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    redirectIfUnauthorized(error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isUnauthorizedError(error)) return this.props.fallback ?? null;
    throw error;
  }
}
