import { createHash } from "node:crypto";

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Follows the web app's theme (localStorage "theme": light, dark or system; dark by default)
// before first paint, so the sign-in pages do not flash another theme.
const THEME_SCRIPT =
  '(function(){try{var t=localStorage.getItem("theme");if(t==="system")t=matchMedia("(prefers-color-scheme: light)").matches?"light":"dark";if(t==="light")document.documentElement.className="light"}catch(e){}})();';

/** Submits the provider's sign-out form at once (the sign-out was asked for by our own app). */
export const SUBMIT_LOGOUT_SCRIPT = 'document.getElementById("op.logoutForm").submit();';

const scriptHash = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

/** Only our own inline scripts run; the pages cannot be framed (clickjacking of the password form). */
export function contentSecurityPolicy(scripts: readonly string[] = []): string {
  const hashes = [THEME_SCRIPT, ...scripts].map(scriptHash).join(" ");
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src ${hashes}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}

/** Headers every provider page is sent with. */
export function pageHeaders(scripts: readonly string[] = []): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": contentSecurityPolicy(scripts),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  };
}

const STYLES = `
:root{color-scheme:dark;--bg:#0b1120;--card:#111827;--border:#1f2937;--text:#e5e7eb;--muted:#9ca3af;--accent:#22d3ee;--on-accent:#04131a;--focus:#67e8f9;--error-bg:#3b0d0d;--error:#fecaca;--input:#0b1220}
html.light{color-scheme:light;--bg:#f1f5f9;--card:#ffffff;--border:#cbd5e1;--text:#0f172a;--muted:#475569;--accent:#0e7490;--on-accent:#ffffff;--focus:#0e7490;--error-bg:#fef2f2;--error:#991b1b;--input:#ffffff}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--border);border-radius:12px;padding:32px;box-shadow:0 10px 30px rgba(0,0,0,.25)}
.brand{margin:0 0 8px;color:var(--accent);font-weight:700;letter-spacing:.02em}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 16px;color:var(--muted)}
form{display:grid;gap:6px;margin:0}
label{font-weight:600;margin-top:10px}
input{width:100%;padding:10px 12px;border:1px solid var(--border);border-radius:8px;background:var(--input);color:var(--text);font:inherit}
input[aria-invalid=true]{border-color:var(--error)}
button{margin-top:20px;padding:11px 16px;border:0;border-radius:8px;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:700;cursor:pointer}
button:hover{filter:brightness(1.08)}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.error{margin:0 0 12px;padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error);font-weight:600}
.aside{margin:20px 0 0;font-size:.9rem}
`;

/** A complete page; `body` must already be escaped. */
export function layout(title: string, body: string, scripts: readonly string[] = []): string {
  const inline = scripts.map((s) => `<script>${s}</script>`).join("");
  return `<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<script>${THEME_SCRIPT}</script>
<style>${STYLES}</style>
</head>
<body>
<main aria-labelledby="page-title">
<p class="brand">CyberLab Academy</p>
${body}
</main>
${inline}
</body>
</html>`;
}
