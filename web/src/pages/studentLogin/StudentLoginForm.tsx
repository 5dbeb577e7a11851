import { useId } from "react";
import { buttonRecipe } from "../../ui/button.css";
import { field, form, input, label, submit } from "./authForm.css";
import { PasswordInput } from "./PasswordInput";
import { type SignInMessages, useStudentSignIn } from "./useStudentSignIn";

const messages: SignInMessages = {
  refused: { title: "Login Failed", description: "Invalid student credentials" },
  failureTitle: "Login Failed",
  success: { title: "Welcome!", description: "Student login successful" },
};

/** /student-login's form, with the spec's toasts (section 8), then the student portal. */
export function StudentLoginForm() {
  const { email, setEmail, password, setPassword, isInFlight, canSubmit, onSubmit } = useStudentSignIn(messages);
  const emailId = useId();
  const passwordId = useId();

  return (
    <form className={form} onSubmit={onSubmit} aria-label="Student login">
      <div className={field}>
        <label className={label} htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className={input}
          type="email"
          autoComplete="username"
          placeholder="student@example.com"
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
          placeholder="Enter your password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className={`${buttonRecipe({ fullWidth: true })} ${submit}`}
        disabled={!canSubmit || isInFlight}
      >
        {isInFlight ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
