import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, escapeHtml } from "../html.js";
import { loginPage, logoutPage } from "../pages.js";

describe("provider pages", () => {
  it("escape text and attribute values", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
    const html = loginPage({
      action: '/oidc/interaction/a"b/login',
      email: '"><img src=x onerror=alert(1)>',
      error: "Invalid email or password",
    });
    expect(html).not.toContain("<img");
    expect(html).toContain('action="/oidc/interaction/a&#34;b/login"');
  });

  it("label the sign-in fields and announce the error", () => {
    const html = loginPage({ action: "/x", email: "casey@example.org", error: "Invalid email or password" });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<p id="form-error" class="error" role="alert">Invalid email or password</p>');
    expect(html).toMatch(/id="email"[^>]*value="casey@example.org" aria-invalid="true" aria-describedby="form-error"/);
    // After an error the password field takes the focus; the e-mail stays as typed.
    expect(html).toMatch(/id="password"[^>]*autofocus/);
    expect(loginPage({ action: "/x" })).toMatch(/id="email"[^>]*autofocus/);
  });

  it("allow exactly their own inline scripts", () => {
    const html = logoutPage('<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>', {
      automatic: true,
    });
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(2);
    const policy = contentSecurityPolicy([scripts[1]!]);
    for (const script of scripts)
      expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(logoutPage("<form></form>", { automatic: false })).not.toContain("submit();");
  });
});
