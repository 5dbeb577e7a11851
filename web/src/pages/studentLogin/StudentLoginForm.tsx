import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { buttonRecipe } from "../../ui/button.css";
import { useToast } from "../../ui/toast/useToast";
import { field, form, input, label, submit } from "./authForm.css";
import { canSubmitCredentials, isRejectedCredentials, UNREACHABLE_DESCRIPTION } from "./loginFailure";
import { PasswordInput } from "./PasswordInput";
import { useStudentLoginMutation } from "./useStudentLoginMutation";

/** /student-login's form, with the spec's toasts (section 8), then the student portal. */
export function StudentLoginForm() {
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
      const description = isRejectedCredentials(error) ? "Invalid student credentials" : UNREACHABLE_DESCRIPTION;
      toast({ title: "Login Failed", description, variant: "destructive" });
      return;
    }
    toast({ title: "Welcome!", description: "Student login successful" });
    await navigate("/student-portal");
  };

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
      <button type="submit" className={`${buttonRecipe({ fullWidth: true })} ${submit}`} disabled={!canSubmitCredentials(email, password) || isInFlight}>
        {isInFlight ? "Signing In..." : "Sign In"}
      </button>
    </form>
  );
}
