import * as RadixDialog from "@radix-ui/react-dialog";
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { escapeLeftToDialog, leaveEscapeToOpenCombobox } from "./escapeOrder";
import { content, description as descriptionStyle, overlay, title as titleStyle } from "./Dialog.css";

interface DialogPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called as the dialog takes focus: the element that had it is where focus goes back. */
  onOpened: () => void;
  /** Called as the dialog gives focus back; false lets Radix do it. */
  onClosed: () => boolean;
  title: ReactNode;
  description?: ReactNode;
  size?: "small" | "medium" | "large";
  children: ReactNode;
}

/** The open dialog itself (Radix): loaded by Dialog the first time one opens. */
export function DialogPanel({
  open,
  onOpenChange,
  onOpened,
  onClosed,
  title,
  description,
  size,
  children,
}: DialogPanelProps) {
  // A toast raised while the dialog was open is the newer layer and would take Escape first;
  // it leaves the key to the dialog (escapeOrder.ts), which closes here.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && escapeLeftToDialog.has(event.nativeEvent)) onOpenChange(false);
  };

  const firstField = useFirstFieldOnceLoaded(open);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay}>
          <RadixDialog.Content
            className={content({ size })}
            onKeyDown={closeOnEscape}
            onEscapeKeyDown={leaveEscapeToOpenCombobox}
            {...(description === undefined ? { "aria-describedby": undefined } : {})}
            onOpenAutoFocus={(event) => {
              onOpened();
              firstField(event);
            }}
            onCloseAutoFocus={(event) => {
              if (onClosed()) event.preventDefault();
            }}
          >
            <RadixDialog.Title className={titleStyle}>{title}</RadixDialog.Title>
            {description === undefined ? null : (
              <RadixDialog.Description className={descriptionStyle}>{description}</RadixDialog.Description>
            )}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** What Radix counts as the first place to put focus in a dialog, in document order. */
const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Radix puts focus on the dialog's first field as it opens; when the body is still loading (a form
 * fetched with the dialog's first opening), there is none yet and the dialog itself takes focus.
 * Then the first field takes it as soon as it appears, unless the user has moved focus meanwhile.
 * Returns the handler for the opening's auto-focus event.
 */
function useFirstFieldOnceLoaded(open: boolean) {
  const observer = useRef<MutationObserver | null>(null);
  const stop = () => {
    observer.current?.disconnect();
    observer.current = null;
  };
  useEffect(() => {
    if (!open) stop();
    return stop;
  }, [open]);
  return (event: Event) => {
    const dialog = event.currentTarget;
    if (!(dialog instanceof HTMLElement) || dialog.querySelector(TABBABLE)) return;
    event.preventDefault();
    dialog.focus();
    stop();
    const watching = new MutationObserver(() => {
      if (document.activeElement !== dialog) return stop();
      const first = dialog.querySelector<HTMLElement>(TABBABLE);
      if (!first) return;
      first.focus();
      stop();
    });
    watching.observe(dialog, { childList: true, subtree: true });
    observer.current = watching;
  };
}
