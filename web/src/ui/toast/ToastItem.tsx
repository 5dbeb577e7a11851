import * as ToastPrimitive from "@radix-ui/react-toast";
import { leaveEscapeToOpenDialog } from "../dialog/escapeOrder";
import { closeButton, description, title, toastRoot } from "./Toast.css";
import type { ToastRecord } from "./toastStore";

interface ToastItemProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
}

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  return (
    <ToastPrimitive.Root
      className={toastRoot({ variant: toast.variant })}
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
      // Failures interrupt the screen reader; confirmations wait their turn.
      type={toast.variant === "destructive" ? "foreground" : "background"}
      onEscapeKeyDown={leaveEscapeToOpenDialog}
    >
      <div>
        <ToastPrimitive.Title className={title}>{toast.title}</ToastPrimitive.Title>
        {toast.description ? (
          <ToastPrimitive.Description className={description}>{toast.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className={closeButton} aria-label="Close">
        <span aria-hidden="true">×</span>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
