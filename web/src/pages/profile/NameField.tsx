import { control, error as errorStyle, field, hint as hintStyle } from "./ProfilePage.css";

interface NameFieldProps {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  multiline?: boolean;
}

/** A labelled text field with its hint and its validation message tied to it for screen readers. */
export function NameField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  readOnly = false,
  multiline = false,
}: NameFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    className: control,
    value,
    readOnly,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange?.(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange?.(event.target.value)} />
      )}
      {hint ? (
        <span id={`${id}-hint`} className={hintStyle}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={errorStyle} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
