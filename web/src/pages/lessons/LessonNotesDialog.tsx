import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { LessonNotesDialog_page$key } from "../../__generated__/LessonNotesDialog_page.graphql";
import { LIMITS } from "../../../../schema/rules/text";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/card.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { error as errorStyle, textarea } from "../../ui/form/form.css";
import { Dialog } from "../../ui/dialog/Dialog";
import { stack } from "../../ui/layout/stack";
import { useSaveLessonNoteMutation } from "./useSaveLessonNoteMutation";

/** How long typing must pause before the notes are saved. */
export const NOTE_SAVE_DELAY_MS = 800;

interface LessonNotesDialogProps {
  page: LessonNotesDialog_page$key;
  /** The lesson on screen: the notes are that lesson's. */
  lessonNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Take Notes: the student's private notes on the lesson on screen, in a dialog. */
export function LessonNotesDialog({ page, lessonNumber, open, onOpenChange }: LessonNotesDialogProps) {
  const data = useFragment(
    graphql`
      fragment LessonNotesDialog_page on LessonPage {
        id
        title
        outline {
          number
          title
        }
        myNotes {
          lessonNumber
          content
        }
      }
    `,
    page,
  );
  const lesson = data.outline.find((l) => l.number === lessonNumber);
  const note = data.myNotes.find((n) => n.lessonNumber === lessonNumber);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Notes: ${data.title}, lesson ${lessonNumber}`}
      description={`${lesson ? `${lesson.title}. ` : ""}Saved as you type. Only you can read them.`}
      size="large"
    >
      {/* Another lesson's notes start from what was saved for it, not from this one's text. */}
      <LessonNotes
        key={lessonNumber}
        lessonPageId={data.id}
        lessonNumber={lessonNumber}
        initial={note?.content ?? ""}
      />
    </Dialog>
  );
}

type SaveState = { kind: "saved" } | { kind: "unsaved" } | { kind: "saving" } | { kind: "failed"; message: string };

/**
 * The student's private notes on one lesson, saved as they type (after a short pause), on close
 * too. A failed save keeps the text and says so; the next edit or Try again saves it.
 */
function LessonNotes({
  lessonPageId,
  lessonNumber,
  initial,
}: {
  lessonPageId: string;
  lessonNumber: number;
  initial: string;
}) {
  const [text, setText] = useState(initial);
  const [state, setState] = useState<SaveState>({ kind: "saved" });
  const [save] = useSaveLessonNoteMutation();
  const id = useId();
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null);

  const saveNow = (content: string) => {
    if (content.length > LIMITS.lessonNote) {
      setState({ kind: "failed", message: `Not saved: notes are limited to ${LIMITS.lessonNote} characters.` });
      return;
    }
    setState({ kind: "saving" });
    save(lessonPageId, lessonNumber, content).then(
      () => setState((now) => (now.kind === "saving" ? { kind: "saved" } : now)),
      (error: Error) => setState({ kind: "failed", message: error.message }),
    );
  };
  const edit = (content: string) => {
    setText(content);
    setState({ kind: "unsaved" });
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      text: content,
      timer: setTimeout(() => {
        pending.current = null;
        saveNow(content);
      }, NOTE_SAVE_DELAY_MS),
    };
  };
  // Closing the dialog saves what the pause had not yet saved.
  const flush = useRef(saveNow);
  flush.current = saveNow;
  useEffect(
    () => () => {
      if (!pending.current) return;
      clearTimeout(pending.current.timer);
      flush.current(pending.current.text);
    },
    [],
  );

  return (
    <div className={stack("sm")}>
      <label htmlFor={id}>Your notes</label>
      <textarea
        id={id}
        className={textarea}
        rows={10}
        value={text}
        aria-describedby={`${id}-count ${id}-state`}
        aria-invalid={state.kind === "failed" ? true : undefined}
        onChange={(event) => edit(event.target.value)}
      />
      <CharacterCount id={`${id}-count`} length={text.length} max={LIMITS.lessonNote} />
      <p id={`${id}-state`} role="status" className={state.kind === "failed" ? errorStyle : muted}>
        {state.kind === "saved" ? "Saved" : state.kind === "saving" ? "Saving…" : null}
        {state.kind === "unsaved" ? "Unsaved changes" : null}
        {state.kind === "failed" ? state.message : null}
      </p>
      {state.kind === "failed" ? (
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={() => saveNow(text)}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
