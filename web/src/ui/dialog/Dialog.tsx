import {
  cloneElement,
  createContext,
  Suspense,
  useContext,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { buttonRecipe } from "../button.css";
import { error as problemStyle } from "../form/form.css";
import { lazyControl } from "../lazy/lazyControl";
import { footer } from "./Dialog.css";

const loadPanel = () => import("./DialogPanel").then((module) => module.DialogPanel);
const DialogPanel = lazyControl(loadPanel);

/** Closes the dialog around a DialogCloseButton. */
const CloseDialogContext = createContext<() => void>(() => undefined);

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: unknown) => void;
};

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
 * panel fits the viewport at every width and scrolls inside. Radix comes with the first opening
 * (DialogPanel), not with the screen: pointing at or focusing the trigger starts fetching it.
 */
export function Dialog({ open, onOpenChange, trigger, title, description, size, children }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  // Mounted from the first opening on, so Radix also sees the dialog close.
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // Focus goes back to whatever opened the dialog, the trigger or elsewhere (a menu item, a
  // sidebar button), as long as it is still in the page.
  const opener = useRef<HTMLElement | null>(null);
  const triggerProps = (trigger?.props ?? {}) as TriggerProps;

  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            "aria-haspopup": "dialog",
            "aria-expanded": isOpen,
            onClick: (event: MouseEvent<HTMLElement>) => {
              triggerProps.onClick?.(event);
              if (event.defaultPrevented) return;
              opener.current = event.currentTarget;
              setOpen(true);
            },
            onPointerEnter: (event: MouseEvent<HTMLElement>) => {
              triggerProps.onPointerEnter?.(event);
              void loadPanel();
            },
            onFocus: (event: unknown) => {
              triggerProps.onFocus?.(event);
              void loadPanel();
            },
          } as TriggerProps)
        : null}
      {opened ? (
        <CloseDialogContext.Provider value={() => setOpen(false)}>
          <Suspense fallback={null}>
            <DialogPanel
              open={isOpen}
              onOpenChange={setOpen}
              onOpened={() => {
                opener.current ??= document.activeElement instanceof HTMLElement ? document.activeElement : null;
              }}
              onClosed={() => {
                const target = opener.current;
                opener.current = null;
                if (!target?.isConnected) return false;
                target.focus();
                return true;
              }}
              title={title}
              description={description}
              size={size}
            >
              {children}
            </DialogPanel>
          </Suspense>
        </CloseDialogContext.Provider>
      ) : null}
    </>
  );
}

/** The outlined button that closes the dialog around it without doing anything else. */
export function DialogCloseButton({ children }: { children: ReactNode }) {
  const close = useContext(CloseDialogContext);
  return (
    <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={close}>
      {children}
    </button>
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
