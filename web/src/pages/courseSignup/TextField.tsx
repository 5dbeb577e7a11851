import { TriangleAlert } from "lucide-react";
import { useId, type ChangeEvent, type InputHTMLAttributes } from "react";
import { error as errorStyle, errorMark, field, input, label as labelStyle } from "../../ui/form/form.css";
import { PasswordInput } from "../../ui/form/PasswordInput";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "className"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced with it. */
  error?: string;
}

/** A labelled input with its validation message; type="password" gets the Show / Hide toggle. */
export function TextField({ label, value, onValueChange, error, type = "text", ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    ...rest,
    id,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value),
  };

  return (
    <div className={field}>
      <label className={labelStyle} htmlFor={id}>
        {label}
      </label>
      {type === "password" ? <PasswordInput {...shared} /> : <input {...shared} type={type} className={input} />}
      {error ? (
        <p id={errorId} className={errorStyle}>
          <TriangleAlert className={errorMark} aria-hidden="true" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
