import { useId, useState, type FormEvent } from "react";
import { isSubmittableText } from "../../../../schema/rules/text";
import { buttonRecipe } from "../../ui/button.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { failure, textarea } from "./ReplyComposer.css";
import { editor, editorActions } from "./PostEditor.css";
import { input as titleInput } from "../../ui/form/form.css";
import { replyFailure } from "./replyFailure";

interface PostEditorProps {
  /** Names the text box, e.g. "Edit your reply". */
  label: string;
  initialContent: string;
  maxLength: number;
  /** A discussion's title, edited above its text; absent for a reply. */
  title?: { initial: string; maxLength: number };
  /** Saves; calls back with an error text to show (the typed text is kept), or null once saved. */
  onSave: (changes: { title: string; content: string }, done: (error: string | null) => void) => void;
  onCancel: () => void;
}

/** Edits a post in place: Save keeps the text until the server has it; a failure says why. */
export function PostEditor({ label, initialContent, maxLength, title, onSave, onCancel }: PostEditorProps) {
  const [content, setContent] = useState(initialContent);
  const [titleText, setTitleText] = useState(title?.initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const tooLong = content.length > maxLength || (title !== undefined && titleText.length > title.maxLength);
  const canSave =
    !saving && !tooLong && isSubmittableText(content) && (title === undefined || isSubmittableText(titleText));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    setError(null);
    onSave({ title: titleText, content }, (failed) => {
      setSaving(false);
      setError(failed);
    });
  };

  return (
    <form className={editor} onSubmit={submit} aria-label={label}>
      {title ? (
        <>
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            className={titleInput}
            maxLength={title.maxLength}
            value={titleText}
            onChange={(event) => setTitleText(event.target.value)}
          />
        </>
      ) : null}
      <label htmlFor={id}>{title ? "Content" : label}</label>
      <textarea
        id={id}
        className={textarea}
        rows={5}
        value={content}
        aria-describedby={`${id}-count`}
        onChange={(event) => setContent(event.target.value)}
      />
      <CharacterCount id={`${id}-count`} length={content.length} max={maxLength} />
      {error ? (
        <p className={failure} role="alert">
          {error}
        </p>
      ) : null}
      <div className={editorActions}>
        <button type="submit" className={buttonRecipe()} disabled={!canSave}>
          {saving ? "Saving..." : "Save"}
        </button>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/**
 * How a save ends for the editor: closed once stored; otherwise the reason, beside the kept text
 * (a signed-out member is sent to sign in instead).
 */
export function editorOutcome(done: (error: string | null) => void, close: () => void) {
  return {
    succeeded: () => {
      done(null);
      close();
    },
    failed: (error: Error) => {
      if (!redirectIfUnauthorized(error)) done(replyFailure(error));
    },
  };
}
