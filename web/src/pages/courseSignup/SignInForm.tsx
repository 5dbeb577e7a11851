import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import type { SignInForm_query$key } from "../../__generated__/SignInForm_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { field, form, input, label, submit } from "../studentLogin/authForm.css";
import { PasswordInput } from "../studentLogin/PasswordInput";
import { useStudentSignIn } from "../studentLogin/useStudentSignIn";

interface SignInFormProps {
  query: SignInForm_query$key;
}

/** The sign-up page's Sign In tab, with its own toasts (spec 8); then the student portal. */
export function SignInForm({ query }: SignInFormProps) {
  // Null outside the embedded default: the hint only helps where the demo accounts exist.
  const { demoStudentHint } = useFragment(
    graphql`
      fragment SignInForm_query on Query {
        demoStudentHint
      }
    `,
    query,
  );
  const { email, setEmail, password, setPassword, isInFlight, canSubmit, onSubmit } = useStudentSignIn({
    refused: {
      title: "Sign In Failed",
      description: demoStudentHint ? `Invalid credentials. ${demoStudentHint}` : "Invalid credentials",
    },
    failureTitle: "Sign In Failed",
    success: { title: "Welcome!", description: "Successfully signed in to your student portal" },
  });
  const emailId = useId();
  const passwordId = useId();

  return (
    <form className={form} onSubmit={onSubmit} aria-label="Sign in to your student account">
      <div className={field}>
        <label className={label} htmlFor={emailId}>
          Email
        </label>
        <input
          id={emailId}
          className={input}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <div className={field}>
        <label className={label} htmlFor={passwordId}>
          Password
        </label>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
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
