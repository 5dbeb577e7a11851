import { useState } from "react";
import { textButton } from "../../ui/button.css";
import { ownerActions } from "./PostEditor.css";

interface OwnerActionsProps {
  /** "reply" or "discussion", in the buttons' names. */
  what: string;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}

/** Edit and Delete for the author of a post; Delete asks once more before it acts. */
export function OwnerActions({ what, onEdit, onDelete, busy }: OwnerActionsProps) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <div className={ownerActions} role="group" aria-label={`Delete your ${what}?`}>
        <span>Delete your {what}?</span>
        <button
          type="button"
          className={textButton}
          disabled={busy}
          onClick={() => {
            setConfirming(false);
            onDelete();
          }}
        >
          Yes, delete
        </button>
        <button type="button" className={textButton} onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
    );
  }
  return (
    <div className={ownerActions}>
      <button type="button" className={textButton} onClick={onEdit} aria-label={`Edit your ${what}`}>
        Edit
      </button>
      <button
        type="button"
        className={textButton}
        onClick={() => setConfirming(true)}
        aria-label={`Delete your ${what}`}
      >
        Delete
      </button>
    </div>
  );
}
