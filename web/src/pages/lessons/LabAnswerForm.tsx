import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { isSubmittableText, LIMITS } from "../../../../schema/rules/text";
import { buttonRecipe } from "../../ui/button.css";
import { error as errorStyle, field, hint, input, label as labelStyle } from "../../ui/form/form.css";
import { inline, stack } from "../../ui/layout/stack";

interface LabAnswerFormProps {
  labTitle: string;
  onSubmit: (answer: string) => Promise<void>;
  onCancel: () => void;
}

/** The flag or answer of a started lab; a refused one stays in the field with the reason below it. */
export function LabAnswerForm({ labTitle, onSubmit, onCancel }: LabAnswerFormProps) {
  const [answer, setAnswer] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const answerField = useRef<HTMLInputElement>(null);
  // Opened by Complete Lab: the caret goes where the answer is typed, for keyboard users too.
  useEffect(() => answerField.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmittableText(answer) || pending) return;
    setPending(true);
    setFailure(null);
    onSubmit(answer).then(
      () => setPending(false),
      (error: unknown) => {
        setPending(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <form className={stack("sm")} onSubmit={submit} aria-label={`Answer: ${labTitle}`}>
      <div className={field}>
        <label htmlFor={id} className={labelStyle}>
          Flag or answer
        </label>
        <input
          ref={answerField}
          id={id}
          className={input}
          value={answer}
          maxLength={LIMITS.labAnswer}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint${failure ? ` ${id}-error` : ""}`}
          aria-invalid={failure ? true : undefined}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <p id={`${id}-hint`} className={hint}>
          Flags like CLA{"{...}"} must match exactly; short answers ignore case.
        </p>
        {failure ? (
          <p id={`${id}-error`} className={errorStyle} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      <div className={inline("sm")}>
        <button type="submit" className={buttonRecipe()} disabled={!isSubmittableText(answer) || pending}>
          Submit Answer
        </button>
        <button type="button" className={buttonRecipe({ variant: "outline" })} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
