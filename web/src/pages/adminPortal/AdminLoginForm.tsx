import { useId, useState, type FormEvent } from "react";
import { credentialsSchema } from "../../../../schema/auth/credentials";
import { buttonRecipe } from "../../ui/button.css";
import { muted } from "../../ui/layout/PageContainer.css";
import { card, title } from "./AdminLoginForm.css";
import { field, form, input, label } from "../../ui/form/form.css";
import { useAdminLoginMutation } from "./useAdminLoginMutation";

interface AdminLoginFormProps {
  onSignedIn: () => void;
}

/** E-mail and password; the button stays disabled until both are filled (spec 5). */
export function AdminLoginForm({ onSignedIn }: AdminLoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [login, isInFlight] = useAdminLoginMutation();
  const headingId = useId();
  const credentials = credentialsSchema.safeParse({ email, password });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (credentials.success) login(credentials.data.email, credentials.data.password, onSignedIn);
  };

  return (
    <section className={card} aria-labelledby={headingId}>
      <h2 id={headingId} className={title}>
        Admin Login
      </h2>
      <p className={muted}>Sign in with your admin e-mail and password.</p>
      <form className={form} onSubmit={submit} noValidate>
        <div className={field}>
          <label className={label} htmlFor={`${headingId}-email`}>
            Email
          </label>
          <input
            id={`${headingId}-email`}
            className={input}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </div>
        <div className={field}>
          <label className={label} htmlFor={`${headingId}-password`}>
            Password
          </label>
          <input
            id={`${headingId}-password`}
            className={input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
        <button
          type="submit"
          className={buttonRecipe({ fullWidth: true })}
          disabled={!credentials.success || isInFlight}
        >
          {isInFlight ? "Signing in…" : "Sign In"}
        </button>
      </form>
    </section>
  );
}
