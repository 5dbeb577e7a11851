import { toastStore } from "../../ui/toast/toastStore";
import { redirectIfUnauthorized } from "./unauthorized";

/** A failed community call: logged out goes to sign-in, anything else shows the spec's error toast. */
export function reportFailure(error: unknown, description: string): void {
  if (redirectIfUnauthorized(error)) return;
  toastStore.toast({ title: "Error", description, variant: "destructive" });
}

export const LIKE_FAILED = "Failed to like discussion.";
export const CREATE_FAILED = "Failed to create discussion. Please try again.";
