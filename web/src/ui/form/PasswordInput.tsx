import { useState, type InputHTMLAttributes } from "react";
import { input } from "./form.css";
import { toggle, withToggle, wrapper } from "./PasswordInput.css";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/** A password field with a Show / Hide button that reveals what was typed. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);

  return (
    <div className={wrapper}>
      <input {...props} type={visible ? "text" : "password"} className={`${input} ${withToggle}`} />
      <button
        type="button"
        className={toggle}
        aria-label={visible ? "Hide password" : "Show password"}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}
