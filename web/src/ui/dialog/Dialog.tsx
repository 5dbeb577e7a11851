import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode } from "react";
import { buttonRecipe } from "../button.css";
import { error as problemStyle } from "../form/form.css";
import { escapeLeftToDialog, leaveEscapeToOpenCombobox } from "./escapeOrder";
import { content, description as descriptionStyle, footer, overlay, title as titleStyle } from "./Dialog.css";

interface DialogProps {
  /** Controlled use; without it the dialog keeps its own state and opens from `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered as is); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  /** Read with the title by screen readers; omit only when the body says it all. */
  description?: ReactNode;
  size?: "small" | "medium" | "large";
  children: ReactNode;
}

/**
 * The one modal dialog (Radix): focus moves in and is trapped, the page behind is inert, Escape
 * and the backdrop close it, and focus goes back to whatever opened it, trigger or not. The
 * panel fits the viewport at every width and scrolls inside.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, size, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Radix returns focus only to its own Trigger; a dialog opened from elsewhere (a menu item, a
  // sidebar button) would leave focus on <body>. Remember the opener and go back to it.
  const opener = useRef<HTMLElement | null>(null);

  // A toast raised while the dialog was open is the newer layer and would take Escape first;
  // it leaves the key to the dialog (escapeOrder.ts), which closes here.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && escapeLeftToDialog.has(event.nativeEvent)) setOpen(false);
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay}>
          <RadixDialog.Content
            className={content({ size })}
            onKeyDown={closeOnEscape}
            onEscapeKeyDown={leaveEscapeToOpenCombobox}
            {...(description === undefined ? { "aria-describedby": undefined } : {})}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              if (trigger || !opener.current?.isConnected) return;
              event.preventDefault();
              opener.current.focus();
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

/** The outlined button that closes the dialog around it without doing anything else. */
export function DialogCloseButton({ children }: { children: ReactNode }) {
  return (
    <RadixDialog.Close asChild>
      <button type="button" className={buttonRecipe({ variant: "outline" })}>
        {children}
      </button>
    </RadixDialog.Close>
  );
}

/** The row of actions at the dialog's end. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className={footer}>{children}</div>;
}

interface DialogSubmitFooterProps {
  /** What went wrong, said at once to screen readers; null when nothing did. */
  problem: string | null;
  /** The submit button's text, and what it reads while the form is being sent. */
  submit: string;
  busyText: string;
  busy: boolean;
}

/** A dialog form's end: its problem (if any), then Cancel and the submit button. */
export function DialogSubmitFooter({ problem, submit, busyText, busy }: DialogSubmitFooterProps) {
  return (
    <>
      {problem ? (
        <p className={problemStyle} role="alert">
          {problem}
        </p>
      ) : null}
      <DialogFooter>
        <DialogCloseButton>Cancel</DialogCloseButton>
        <button type="submit" className={buttonRecipe()} disabled={busy}>
          {busy ? busyText : submit}
        </button>
      </DialogFooter>
    </>
  );
}
