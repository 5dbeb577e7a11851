import { useId, useState, type FormEvent } from "react";
import { graphql, useFragment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { SignInForm_query$key } from "../../__generated__/SignInForm_query.graphql";
import { buttonRecipe } from "../../ui/button.css";
import { useToast } from "../../ui/toast/useToast";
import { field, form, input, label, submit } from "../studentLogin/authForm.css";
import { canSubmitCredentials, isRejectedCredentials, UNREACHABLE_DESCRIPTION } from "../studentLogin/loginFailure";
import { PasswordInput } from "../studentLogin/PasswordInput";
import { useStudentLoginMutation } from "../studentLogin/useStudentLoginMutation";

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
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [logIn, isInFlight] = useStudentLoginMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const emailId = useId();
  const passwordId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitCredentials(email, password)) return;
    try {
      await logIn({ email, password });
    } catch (error) {
      const refused = isRejectedCredentials(error);
      const hint = demoStudentHint ? `Invalid credentials. ${demoStudentHint}` : "Invalid credentials";
      const description = refused ? hint : UNREACHABLE_DESCRIPTION;
      toast({ title: "Sign In Failed", description, variant: "destructive" });
      return;
    }
    toast({ title: "Welcome!", description: "Successfully signed in to your student portal" });
    await navigate("/student-portal");
  };

  return (
    <form className={form} onSubmit={onSubmit} aria-label="Sign in to your student account">
      <div className={field}>
        <label className={label} htmlFor={emailId}>
          Email
        </label>
        <input id={emailId} className={input} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className={field}>
        <label className={label} htmlFor={passwordId}>
          Password
        </label>
        <PasswordInput id={passwordId} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <button type="submit" className={`${buttonRecipe({ fullWidth: true })} ${submit}`} disabled={!canSubmitCredentials(email, password) || isInFlight}>
        {isInFlight ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
