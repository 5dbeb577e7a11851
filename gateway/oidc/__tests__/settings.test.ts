import { describe, expect, it } from "vitest";
import { oidcSettingsFromEnv, publicUrlFromEnv } from "../settings.js";

describe("OIDC settings from the environment", () => {
  it("use the embedded provider when no issuer is configured", () => {
    expect(oidcSettingsFromEnv({})).toEqual({ external: undefined });
  });

  it("take an external issuer when all three variables are set", () => {
    const settings = oidcSettingsFromEnv({
      OIDC_ISSUER: "https://id.example/realms/academy",
      OIDC_CLIENT_ID: "academy",
      OIDC_CLIENT_SECRET: "s3cret",
    });
    expect(settings.external).toEqual({
      issuer: new URL("https://id.example/realms/academy"),
      clientId: "academy",
      clientSecret: "s3cret",
    });
  });

  it("refuse a partial configuration", () => {
    expect(() => oidcSettingsFromEnv({ OIDC_ISSUER: "https://id.example" })).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are missing/,
    );
    expect(() => oidcSettingsFromEnv({ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" })).toThrow(
      /OIDC_ISSUER is missing/,
    );
    expect(() => oidcSettingsFromEnv({ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" })).toThrow(/must be set together/);
  });

  it("refuse an issuer that is not https", () => {
    const client = { OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" };
    expect(() => oidcSettingsFromEnv({ ...client, OIDC_ISSUER: "http://id.example" })).toThrow(/https/);
    expect(() => oidcSettingsFromEnv({ ...client, OIDC_ISSUER: "not a url" })).toThrow(/https/);
  });
});

describe("PUBLIC_URL", () => {
  it("is an origin, without its trailing slash", () => {
    expect(publicUrlFromEnv({})).toBeUndefined();
    expect(publicUrlFromEnv({ PUBLIC_URL: "https://academy.example/" })).toBe("https://academy.example");
  });

  it("refuses what is not an http(s) origin", () => {
    expect(() => publicUrlFromEnv({ PUBLIC_URL: "https://academy.example/app" })).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlFromEnv({ PUBLIC_URL: "ftp://academy.example" })).toThrow(/PUBLIC_URL/);
  });
});
