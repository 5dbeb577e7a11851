import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { EXPERIENCE_KEYS, EXPERIENCE_LABELS, type ExperienceKey } from "../../../../schema/signupRules";
import { error as errorStyle, errorMark, field, input, label } from "../../ui/form/form.css";

interface ExperienceFieldProps {
  value: ExperienceKey | "";
  onValueChange: (value: string) => void;
  error?: string;
}

/** The three experience levels of spec 3, nothing chosen at first. */
export function ExperienceField({ value, onValueChange, error }: ExperienceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className={field}>
      <label className={label} htmlFor={id}>
        Experience Level
      </label>
      <select
        id={id}
        className={input}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled>
          Select your experience level
        </option>
        {EXPERIENCE_KEYS.map((key) => (
          <option key={key} value={key}>
            {EXPERIENCE_LABELS[key]}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={errorStyle}>
          <TriangleAlert className={errorMark} aria-hidden="true" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
