import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { content, description as descriptionStyle, overlay, title as titleStyle } from "./AdminDialog.css";

interface AdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  triggerLabel: string;
  /** Id of the element naming the student, so the trigger is described by it. */
  triggerDescribedBy: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** A modal dialog for one admin action: focus is trapped inside and returns to its button. */
export function AdminDialog({
  open,
  onOpenChange,
  triggerLabel,
  triggerDescribedBy,
  title,
  description,
  children,
}: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonRecipe({ variant: "outline" })} aria-describedby={triggerDescribedBy}>
        {triggerLabel}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={content}>
          <Dialog.Title className={titleStyle}>{title}</Dialog.Title>
          <Dialog.Description className={descriptionStyle}>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
