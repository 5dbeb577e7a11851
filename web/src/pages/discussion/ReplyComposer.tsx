import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import type { ReplyComposer_discussion$key } from "../../__generated__/ReplyComposer_discussion.graphql";
import { isSubmittableText, LIMITS } from "../../../../schema/rules/text";
import { visuallyHidden } from "../../ui/visuallyHidden.css";
import { buttonRecipe } from "../../ui/button.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { useToast } from "../../ui/toast/useToast";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { MentionTextarea } from "../../components/mentions/MentionTextarea";
import { Markdown } from "./Markdown";
import { Tabs } from "../../ui/tabs/Tabs";
import { composer, failure, locked, textarea, title } from "./ReplyComposer.css";
import { replyFailure } from "./replyFailure";
import { useAddReplyMutation } from "./useAddReplyMutation";

/** A quote to add to the box; `at` tells two quotes of the same post apart. */
export interface Quote {
  text: string;
  at: number;
}

interface ReplyComposerProps {
  discussion: ReplyComposer_discussion$key;
  /** The latest quote asked for: added below what is already written, then the box takes focus. */
  quote?: Quote | null;
}

/**
 * The reply box: Markdown with a Write/Preview switch and a length counter. The text clears only
 * once the server has stored the reply; a refusal or a lost connection keeps it and says why.
 */
export function ReplyComposer({ discussion, quote }: ReplyComposerProps) {
  const data = useFragment(
    graphql`
      fragment ReplyComposer_discussion on Discussion {
        id
        isLocked
        isDeleted
        isHidden
      }
    `,
    discussion,
  );
  const [text, setText] = useState("");
  const [mode, setMode] = useState<"write" | "preview">("write");
  const [error, setError] = useState<string | null>(null);
  const [reply, isInFlight] = useAddReplyMutation();
  const { toast } = useToast();
  const fieldId = useId();
  const counterId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [quoted, setQuoted] = useState<number | null>(null);
  // A new quote: added once to the text, in the Write tab, with the caret after it.
  if (quote && quote.at !== quoted) {
    setQuoted(quote.at);
    setText((current) => `${current.trimEnd() === "" ? "" : `${current.trimEnd()}\n\n`}${quote.text}`);
    setMode("write");
  }
  useEffect(() => {
    const box = field.current;
    if (quoted === null || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    box.scrollIntoView({ block: "center" });
  }, [quoted]);

  // The server's own words for a thread that takes no replies, shown instead of a box that would fail.
  const closed = data.isDeleted
    ? "This discussion was deleted: it takes no new replies."
    : data.isHidden
      ? "This discussion is hidden by a moderator: it takes no new replies."
      : data.isLocked
        ? "This discussion is locked: it takes no new replies."
        : null;
  if (closed) {
    return (
      <p className={locked} role="status">
        {closed}
      </p>
    );
  }

  const tooLong = text.length > LIMITS.replyContent;
  const canPost = isSubmittableText(text) && !tooLong && !isInFlight;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    setError(null);
    reply(data.id, text, {
      succeeded: () => {
        setText("");
        setMode("write");
        toast({ title: "Reply posted", description: "Your reply is at the end of the thread." });
      },
      failed: (cause) => {
        if (!redirectIfUnauthorized(cause)) setError(replyFailure(cause));
      },
    });
  };

  return (
    <form className={composer} onSubmit={submit} aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className={title}>
        Your reply
      </h2>
      <Tabs
        label="Reply editor"
        value={mode}
        onValueChange={setMode}
        tabs={[
          {
            id: "write",
            label: "Write",
            content: (
              <>
                <label htmlFor={fieldId} className={visuallyHidden}>
                  Reply
                </label>
                <MentionTextarea
                  ref={field}
                  id={fieldId}
                  className={textarea}
                  rows={6}
                  placeholder="Write your answer. Markdown works: **bold**, lists, `code`, links; @ mentions a member."
                  value={text}
                  aria-describedby={counterId}
                  aria-invalid={tooLong}
                  onValueChange={setText}
                />
              </>
            ),
          },
          {
            id: "preview",
            label: "Preview",
            content: isSubmittableText(text) ? <Markdown>{text}</Markdown> : <p>Nothing to preview yet.</p>,
          },
        ]}
      />
      <CharacterCount id={counterId} length={text.length} max={LIMITS.replyContent} />
      {error ? (
        <p className={failure} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonRecipe()} disabled={!canPost}>
        {isInFlight ? "Posting..." : "Post Reply"}
      </button>
    </form>
  );
}
