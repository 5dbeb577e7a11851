import { useSyncExternalStore } from "react";
import { toastStore, type ToastRecord, type ToastStore } from "./toastStore";

export interface UseToastResult {
  toasts: readonly ToastRecord[];
  toast: ToastStore["toast"];
  dismiss: ToastStore["dismiss"];
}

export function useToast(store: ToastStore = toastStore): UseToastResult {
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
