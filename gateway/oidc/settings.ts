/**
 * How community sign-in is wired: an external OpenID provider, or the embedded one at <PUBLIC_URL>/oidc
 * (which keeps its signing key and client secret in the data folder).
 */
export type OidcSettings = {
  /** An external issuer. Unset: the embedded provider. */
  external?: { issuer: URL; clientId: string; clientSecret: string };
};

/**
 * Reads OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET (all three or none).
 * A configured issuer must use https: tokens and keys are fetched from it.
 */
export function oidcSettingsFromEnv(env: NodeJS.ProcessEnv): OidcSettings {
  const issuer = env.OIDC_ISSUER?.trim() || undefined;
  const clientId = env.OIDC_CLIENT_ID?.trim() || undefined;
  const clientSecret = env.OIDC_CLIENT_SECRET || undefined;
  const values = { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret };
  const missing = Object.entries(values)
    .filter(([, v]) => v === undefined)
    .map(([name]) => name);
  if (missing.length > 0 && missing.length < 3) {
    throw new Error(
      `OpenID Connect is partly configured: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} missing. ` +
        "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none, for the embedded provider)",
    );
  }
  return {
    external: issuer && clientId && clientSecret ? { issuer: parseIssuer(issuer), clientId, clientSecret } : undefined,
  };
}

/** PUBLIC_URL, an http(s) origin such as https://academy.example; unset: undefined. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_URL?.trim();
  return value ? parsePublicUrl(value) : undefined;
}

function parseIssuer(value: string): URL {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || url.protocol !== "https:" || url.search || url.hash) {
    throw new Error(`OIDC_ISSUER must be an https URL without query or fragment, got "${value}"`);
  }
  return url;
}

function parsePublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://academy.example, got "${value}"`);
  }
  return url.origin;
}
