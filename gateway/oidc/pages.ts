import { escapeHtml, layout, SUBMIT_LOGOUT_SCRIPT } from "./html.js";

export const LOGIN_TITLE = "Sign in to CyberLab Community";
export const LOGIN_ERROR = "Invalid email or password";

/** The embedded provider's sign-in form. */
export function loginPage(options: { action: string; email?: string; error?: string }): string {
  const { action, email = "", error } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : "";
  return layout(
    LOGIN_TITLE,
    `<h1 id="page-title">${escapeHtml(LOGIN_TITLE)}</h1>
<p>Use your community account to join the lab discussions.</p>
${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${escapeHtml(email)}"${invalid}${error ? "" : " autofocus"}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="256"${invalid}${error ? " autofocus" : ""}>
<button type="submit">Sign in</button>
</form>
<p class="aside"><a href="/community">Back to CyberLab Community</a></p>`,
  );
}

/** A problem the user can only answer by starting again. */
export function problemPage(options: { title: string; message: string; link: { href: string; text: string } }): string {
  return layout(
    options.title,
    `<h1 id="page-title">${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<p class="aside"><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>`,
  );
}

/**
 * The provider's sign-out step. `form` is oidc-provider's own form markup (action and xsrf
 * token). For our own client it submits itself; otherwise the user confirms.
 */
export function logoutPage(form: string, options: { automatic: boolean }): string {
  const title = options.automatic ? "Signing you out" : "Sign out of CyberLab Community?";
  return layout(
    title,
    `<h1 id="page-title">${escapeHtml(title)}</h1>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<p>${options.automatic ? "One moment…" : "You will need your password to sign in again."}</p>
<button type="submit" form="op.logoutForm">Sign out</button>
<p class="aside"><a href="/">Back to CyberLab Academy</a></p>`,
    options.automatic ? [SUBMIT_LOGOUT_SCRIPT] : [],
  );
}

export function signedOutPage(): string {
  return problemPage({
    title: "You are signed out",
    message: "You have signed out of CyberLab Community.",
    link: { href: "/", text: "Back to CyberLab Academy" },
  });
}
