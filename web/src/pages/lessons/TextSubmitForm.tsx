import { useId, useState, type FormEvent } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { isSubmittableText } from "../../../../schema/rules/text";
import { muted } from "./lesson.css";
import { form, textarea } from "./TextSubmitForm.css";

interface TextSubmitFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Spec 5: on some pages the button is disabled while the text is blank; elsewhere blank submits do nothing. */
  blocksBlank: boolean;
  note: string | null;
  onSubmit: (text: string) => void;
}

/** A text box whose text is submitted (never when blank) and then cleared. */
export function TextSubmitForm({ label, placeholder, submitLabel, blocksBlank, note, onSubmit }: TextSubmitFormProps) {
  const [text, setText] = useState("");
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmittableText(text)) return;
    onSubmit(text.trim());
    setText("");
  };

  return (
    <form className={form} onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={textarea}
        rows={4}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {note ? <p className={muted}>{note}</p> : null}
      <button type="submit" className={buttonRecipe()} disabled={blocksBlank && !isSubmittableText(text)}>
        {submitLabel}
      </button>
    </form>
  );
}
