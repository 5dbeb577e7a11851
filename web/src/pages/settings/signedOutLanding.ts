import type { NavigateFunction } from "react-router-dom";
import { toastStore } from "../../ui/toast/toastStore";

/** After the member's sessions ended: the community's public page, and a toast saying what happened. */
export function landSignedOut(navigate: NavigateFunction, toast: { title: string; description: string }): void {
  navigate("/community", { replace: true });
  toastStore.toast(toast);
}
