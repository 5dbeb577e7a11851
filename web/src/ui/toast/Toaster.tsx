import * as ToastPrimitive from "@radix-ui/react-toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from "../constants";
import { viewport } from "./Toast.css";
import { ToastItem } from "./ToastItem";
import { useToast } from "./useToast";

/** Renders the store's toasts; mount once, in the app shell. */
export function Toaster() {
  const { toasts, dismiss } = useToast();

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
      <ToastPrimitive.Viewport className={viewport} hotkey={TOAST_HOTKEY} />
    </ToastPrimitive.Provider>
  );
}
