import { useId, useState, type FormEvent } from "react";
import { moderationReasonSchema } from "../../../../schema/discussionRules";
import { LIMITS } from "../../../../schema/rules/text";
import { Dialog, DialogSubmitFooter } from "../../ui/dialog/Dialog";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { field, form, input, label, textarea } from "../../ui/form/form.css";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { moderationFailure } from "./moderationFailure";

export interface ModerationChoice {
  reason: string;
  /** Only when moving: the category chosen. */
  categoryId?: string;
}

interface ModerationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Lock discussion", "Hide reply"… */
  title: string;
  /** What the action does, read with the title. */
  description: string;
  /** The confirming button's text: "Lock", "Hide"… */
  confirm: string;
  /** For a move: where it may go (every category but its own). */
  categories?: ReadonlyArray<{ id: string; name: string }>;
  onConfirm: (choice: ModerationChoice, outcome: { succeeded: () => void; failed: (error: Error) => void }) => void;
}

/**
 * Every moderator action asks for a reason (the author reads it, the audit log keeps it) and,
 * to move a discussion, a category. The dialog closes only once the server has acted; a refusal
 * or a lost connection keeps what the moderator typed and says why.
 */
export function ModerationDialog(props: ModerationDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ModerationForm {...props} />
    </Dialog>
  );
}

function ModerationForm({ onOpenChange, confirm, categories, onConfirm }: ModerationDialogProps) {
  const [reason, setReason] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const tooLong = reason.length > LIMITS.moderationReason;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (categories && !categoryId) return setProblem("Choose the category to move it to.");
    // The server's own rule: nothing is sent when it fails.
    const parsed = moderationReasonSchema.safeParse(reason);
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    setBusy(true);
    onConfirm(
      { reason: parsed.data, ...(categories ? { categoryId } : {}) },
      {
        succeeded: () => {
          setBusy(false);
          onOpenChange(false);
        },
        failed: (cause) => {
          setBusy(false);
          if (!redirectIfUnauthorized(cause)) setProblem(moderationFailure(cause));
        },
      },
    );
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      {categories ? (
        <div className={field}>
          <label className={label} htmlFor={`${id}-category`}>
            Move to
          </label>
          <select
            id={`${id}-category`}
            className={input}
            value={categoryId}
            aria-required="true"
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">Select a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={field}>
        <label className={label} htmlFor={`${id}-reason`}>
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          className={textarea}
          rows={3}
          value={reason}
          aria-required="true"
          aria-invalid={tooLong}
          aria-describedby={`${id}-count`}
          onChange={(event) => setReason(event.target.value)}
        />
        <CharacterCount id={`${id}-count`} length={reason.length} max={LIMITS.moderationReason} />
      </div>
      <DialogSubmitFooter problem={problem} submit={confirm} busyText="Saving…" busy={busy} />
    </form>
  );
}
