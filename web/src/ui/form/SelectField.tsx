import { type ReactNode, useId } from "react";
import { field, input, label as labelStyle } from "./form.css";

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A first option with the value "", meaning no choice made ("All courses"). */
  emptyLabel?: string;
  options?: readonly { value: string; label: string }[];
  /** Options of the caller's own (optgroups), after `options`. */
  children?: ReactNode;
  /** The field's box in the caller's layout (a form field by default). */
  className?: string;
  /** A choice must be made before the form is sent. */
  required?: boolean;
}

/** A labelled drop-down list, as the filters above the app's lists use it. */
export function SelectField({
  label,
  value,
  onChange,
  emptyLabel,
  options = [],
  children,
  className = field,
  required,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className={labelStyle} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
      >
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </div>
  );
}
