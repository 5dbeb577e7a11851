import { useId, useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import type { FlagActionMutation, FlagReason } from "../../__generated__/FlagActionMutation.graphql";
import { LIMITS } from "../../../../schema/rules/text";
import { mutationFeedback } from "../../relay/mutationFeedback";
import { textButton } from "../../ui/button.css";
import { Dialog, DialogSubmitFooter } from "../../ui/dialog/Dialog";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { field, form, label, option, options, textarea } from "../../ui/form/form.css";
import { useToast } from "../../ui/toast/useToast";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { moderationFailure } from "./moderationFailure";

/** The reasons a member may give, in the order the dialog offers them. */
const REASONS: ReadonlyArray<{ value: FlagReason; label: string }> = [
  { value: "SPAM", label: "Spam" },
  { value: "ABUSE", label: "Abuse or harassment" },
  { value: "OFF_TOPIC", label: "Off-topic" },
  { value: "OTHER", label: "Something else" },
];

interface FlagActionProps {
  postId: string;
  what: "discussion" | "reply";
  /** Already flagged by the viewer: the button says so instead. */
  flagged: boolean;
}

/**
 * Flag a post for the moderators: a reason (and a note when it is something else). Once flagged the
 * button reads "Flagged"; three members' flags hide the post until a moderator reviews it.
 */
export function FlagAction({ postId, what, flagged }: FlagActionProps) {
  const [open, setOpen] = useState(false);
  if (flagged) {
    return (
      <span className={textButton} aria-disabled="true">
        Flagged
      </span>
    );
  }
  return (
    <>
      <button type="button" className={textButton} aria-label={`Flag ${what}`} onClick={() => setOpen(true)}>
        Flag
      </button>
      {open ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title={`Flag ${what}`}
          description="Tell the moderators what is wrong. Three members' flags hide a post until a moderator reviews it."
        >
          <FlagForm postId={postId} onDone={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}

function FlagForm({ postId, onDone }: { postId: string; onDone: () => void }) {
  const [reason, setReason] = useState<FlagReason | "">("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  const id = useId();
  const [commit, isInFlight] = useMutation<FlagActionMutation>(graphql`
    mutation FlagActionMutation($input: FlagPostInput!) {
      flagPost(input: $input) {
        post {
          ... on Discussion {
            id
            title
            content
            isHidden
            hiddenReason
            viewerHasFlagged
          }
          ... on Reply {
            id
            content
            isHidden
            hiddenReason
            viewerHasFlagged
          }
        }
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem("Choose a reason.");
    if (reason === "OTHER" && !note.trim()) return setProblem("Say what is wrong in the note.");
    if (note.length > LIMITS.flagNote) return setProblem("Note is too long");
    setProblem(null);
    commit({
      variables: { input: { postId, reason, note: note.trim() } },
      ...mutationFeedback("FlagActionMutation", {
        succeeded: () => {
          toast({ title: "Thanks for flagging", description: "A moderator will review it." });
          onDone();
        },
        failed: (cause) => {
          if (!redirectIfUnauthorized(cause)) setProblem(moderationFailure(cause));
        },
      }),
    });
  };

  return (
    <form className={form} onSubmit={submit} noValidate>
      <fieldset className={options} aria-required="true">
        <legend className={label}>Reason</legend>
        {REASONS.map((choice) => (
          <label key={choice.value} className={option}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={choice.value}
              checked={reason === choice.value}
              onChange={() => setReason(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className={field}>
        <label className={label} htmlFor={`${id}-note`}>
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          className={textarea}
          rows={3}
          value={note}
          aria-invalid={note.length > LIMITS.flagNote}
          aria-describedby={`${id}-count`}
          onChange={(event) => setNote(event.target.value)}
        />
        <CharacterCount id={`${id}-count`} length={note.length} max={LIMITS.flagNote} />
      </div>
      <DialogSubmitFooter problem={problem} submit="Flag" busyText="Sending…" busy={isInFlight} />
    </form>
  );
}
