import { Component, type ReactNode } from "react";
import { isRequestFailure } from "./adminErrors";

interface SessionProbeBoundaryProps {
  /** The student list could not be read: the session is missing or refused. */
  onRefused: () => void;
  children: ReactNode;
}

interface SessionProbeBoundaryState {
  error: unknown;
}

/**
 * Spec 4: the portal probes the session by reading the student list; when that read fails the
 * login shows instead of the dashboard. Only request failures are answered that way: a bug in
 * the page is rethrown to the route's error screen.
 */
export class SessionProbeBoundary extends Component<SessionProbeBoundaryProps, SessionProbeBoundaryState> {
  override state: SessionProbeBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): SessionProbeBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isRequestFailure(error)) this.props.onRefused();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isRequestFailure(error)) return null;
    throw error;
  }
}
