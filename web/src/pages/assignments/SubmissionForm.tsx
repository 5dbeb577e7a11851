import { useId, useState, type FormEvent } from "react";
import { LIMITS } from "../../../../schema/rules/text";
import { submissionSchema } from "../../../../schema/assignmentRules";
import { serverMessage } from "../../relay/errors";
import { buttonRecipe } from "../../ui/button.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { actions, error as errorText, field, form, hint, label, textarea } from "../../ui/form/form.css";
import { useToast } from "../../ui/toast/useToast";
import { redirectIfUnauthorized } from "../community/unauthorized";
import { useSubmitAssignmentMutation } from "./useSubmitAssignmentMutation";

interface SubmissionFormProps {
  assignmentId: string;
  /** What was handed in before (a resubmission starts from it). */
  initialText: string;
  initialLinks: readonly string[];
  isResubmission: boolean;
}

/** Links as typed: one per line, blank lines ignored. */
const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * The work: Markdown text and optional links, with their limits shown. The same zod rules as the
 * server check it first; a refusal or a lost connection keeps everything typed and says why.
 */
export function SubmissionForm({ assignmentId, initialText, initialLinks, isResubmission }: SubmissionFormProps) {
  const [text, setText] = useState(initialText);
  const [links, setLinks] = useState(initialLinks.join("\n"));
  const [problem, setProblem] = useState<string | null>(null);
  const [submit, isInFlight] = useSubmitAssignmentMutation();
  const { toast } = useToast();
  const id = useId();

  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = submissionSchema.safeParse({ text, links: linesOf(links) });
    if (!checked.success) {
      setProblem(checked.error.issues.map((issue) => issue.message).join("; "));
      return;
    }
    setProblem(null);
    submit(
      { assignmentId, text: checked.data.text, links: checked.data.links },
      {
        succeeded: () =>
          toast({
            title: "Work handed in",
            description: "Your submission waits for review. You can change it until graded.",
          }),
        failed: (cause) => {
          if (redirectIfUnauthorized(cause)) return;
          const message = serverMessage(cause)?.replace(/^input\.\w+(\.\d+)?: /, "");
          setProblem(
            message ?? "Your work could not be handed in: the server could not be reached. It is kept; try again.",
          );
        },
      },
    );
  };

  return (
    <form className={form} onSubmit={send} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{isResubmission ? "Hand in again" : "Hand in your work"}</h2>
      <div className={field}>
        <label className={label} htmlFor={`${id}-text`}>
          Your work (Markdown)
        </label>
        <textarea
          id={`${id}-text`}
          className={textarea}
          rows={10}
          value={text}
          aria-describedby={`${id}-count`}
          onChange={(event) => setText(event.target.value)}
        />
        <CharacterCount id={`${id}-count`} length={text.trim().length} max={LIMITS.submissionText} />
      </div>
      <div className={field}>
        <label className={label} htmlFor={`${id}-links`}>
          Links (optional)
        </label>
        <textarea
          id={`${id}-links`}
          className={textarea}
          rows={3}
          value={links}
          aria-describedby={`${id}-links-hint`}
          onChange={(event) => setLinks(event.target.value)}
        />
        <p id={`${id}-links-hint`} className={hint}>
          One http or https address per line: at most {LIMITS.submissionLinks} links of {LIMITS.submissionLink}{" "}
          characters each.
        </p>
      </div>
      {problem ? (
        <p className={errorText} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={actions}>
        <button type="submit" className={buttonRecipe()} disabled={isInFlight}>
          {isInFlight ? "Handing in…" : isResubmission ? "Resubmit" : "Submit"}
        </button>
      </div>
    </form>
  );
}
