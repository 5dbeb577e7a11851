import { useId } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { field, form, hint, input, label } from "../../ui/form/form.css";
import { PasswordInput } from "../../ui/form/PasswordInput";
import { type SignInMessages, useStudentSignIn } from "./useStudentSignIn";

interface StudentSignInFormProps {
  /** The form's accessible name. */
  name: string;
  /** The toasts of this page (spec 8). */
  messages: SignInMessages;
  placeholders?: { email: string; password: string };
}

/** E-mail and password of a student, signed in with `useStudentSignIn`; the pages differ only in words. */
export function StudentSignInForm({ name, messages, placeholders }: StudentSignInFormProps) {
  const { email, setEmail, password, setPassword, isInFlight, canSubmit, onSubmit } = useStudentSignIn(messages);
  const emailId = useId();
  const passwordId = useId();

  return (
    <form className={form} onSubmit={onSubmit} aria-label={name}>
      <div className={field}>
        <label className={label} htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className={input}
          type="email"
          autoComplete="username"
          placeholder={placeholders?.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={field}>
        <label className={label} htmlFor={passwordId}>
          Password
        </label>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          placeholder={placeholders?.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className={buttonRecipe({ fullWidth: true })} disabled={!canSubmit || isInFlight}>
        {isInFlight ? "Signing In..." : "Sign In"}
      </button>
      {/* Said to everyone, so a refusal never tells whether an e-mail has an account waiting. */}
      <p className={hint}>Just signed up? You can sign in once an administrator has activated your account.</p>
    </form>
  );
}
