import { describe, expect, it } from "vitest";
import { oidcSettingsFromEnv } from "../settings.js";

const defaults = { dataDir: "/data", port: 3000 };

describe("OIDC settings from the environment", () => {
  it("use the embedded provider when no issuer is configured", () => {
    expect(oidcSettingsFromEnv({}, defaults)).toEqual({
      publicUrl: undefined,
      port: 3000,
      external: undefined,
      dataDir: "/data",
    });
  });

  it("take an external issuer when all three variables are set", () => {
    const settings = oidcSettingsFromEnv(
      {
        OIDC_ISSUER: "https://id.example/realms/academy",
        OIDC_CLIENT_ID: "academy",
        OIDC_CLIENT_SECRET: "s3cret",
        PUBLIC_URL: "https://academy.example/",
      },
      defaults,
    );
    expect(settings.external).toEqual({
      issuer: new URL("https://id.example/realms/academy"),
      clientId: "academy",
      clientSecret: "s3cret",
    });
    expect(settings.publicUrl).toBe("https://academy.example");
  });

  it("refuse a partial configuration", () => {
    expect(() => oidcSettingsFromEnv({ OIDC_ISSUER: "https://id.example" }, defaults)).toThrow(
      /OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are missing/,
    );
    expect(() => oidcSettingsFromEnv({ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" }, defaults)).toThrow(
      /OIDC_ISSUER is missing/,
    );
    expect(() => oidcSettingsFromEnv({ OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" }, defaults)).toThrow(
      /must be set together/,
    );
  });

  it("refuse an issuer that is not https, and a PUBLIC_URL that is not an origin", () => {
    const client = { OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" };
    expect(() => oidcSettingsFromEnv({ ...client, OIDC_ISSUER: "http://id.example" }, defaults)).toThrow(/https/);
    expect(() => oidcSettingsFromEnv({ ...client, OIDC_ISSUER: "not a url" }, defaults)).toThrow(/https/);
    expect(() => oidcSettingsFromEnv({ PUBLIC_URL: "https://academy.example/app" }, defaults)).toThrow(/PUBLIC_URL/);
    expect(() => oidcSettingsFromEnv({ PUBLIC_URL: "ftp://academy.example" }, defaults)).toThrow(/PUBLIC_URL/);
  });
});
