import { useId, useState, type FormEvent } from "react";
import { isSubmittableText } from "../../../../schema/rules/text";
import { buttonRecipe } from "../../ui/button.css";
import { CharacterCount } from "../../ui/form/CharacterCount";
import { error as errorStyle, textarea } from "../../ui/form/form.css";
import { muted } from "../../ui/card.css";
import { stack } from "../../ui/layout/stack";

interface TextSubmitFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Spec 5: on some pages the button is disabled while the text is blank; elsewhere blank submits do nothing. */
  blocksBlank: boolean;
  note: string | null;
  /** Shown as a counter when set (for signed-in students, whose text is stored). */
  maxLength: number | null;
  /** Settles once the text is taken; a rejection's message is shown and the text kept. */
  onSubmit: (text: string) => Promise<void>;
}

/**
 * A text box whose text is submitted (never when blank) and cleared once it was taken. When
 * it was not (refused, or the network failed) the text stays and the reason shows below.
 */
export function TextSubmitForm({
  label,
  placeholder,
  submitLabel,
  blocksBlank,
  note,
  maxLength,
  onSubmit,
}: TextSubmitFormProps) {
  const [text, setText] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmittableText(text) || pending) return;
    setPending(true);
    setFailure(null);
    onSubmit(text.trim()).then(
      () => {
        setPending(false);
        setText("");
      },
      (error: unknown) => {
        setPending(false);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  const describedBy = [maxLength === null ? null : `${id}-count`, failure ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <form className={stack("sm", "flex-start")} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={textarea}
        rows={4}
        placeholder={placeholder}
        value={text}
        aria-describedby={describedBy || undefined}
        aria-invalid={failure ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {maxLength === null ? null : <CharacterCount id={`${id}-count`} length={text.length} max={maxLength} />}
      {failure ? (
        <p id={`${id}-error`} className={errorStyle} role="alert">
          {failure}
        </p>
      ) : null}
      {note ? <p className={muted}>{note}</p> : null}
      <button type="submit" className={buttonRecipe()} disabled={(blocksBlank && !isSubmittableText(text)) || pending}>
        {submitLabel}
      </button>
    </form>
  );
}
