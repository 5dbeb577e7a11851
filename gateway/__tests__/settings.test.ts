import { describe, expect, it } from "vitest";
import { settingsFromEnv } from "../settings.js";

// SESSION_SECRET given, so reading the configuration writes nothing into a data folder.
const base = { SESSION_SECRET: "config-test-secret-that-is-at-least-32-chars", DATA_DIR: "/nonexistent-config-test" };

describe("gateway configuration", () => {
  it("limits sign-ups to 5 per client address per hour unless told otherwise", () => {
    expect(settingsFromEnv(base).signupLimits).toEqual({ perAddress: { max: 5, windowMs: 3_600_000 } });
    expect(
      settingsFromEnv({ ...base, SIGNUP_LIMIT_PER_ADDRESS: "20", SIGNUP_LIMIT_WINDOW_MINUTES: "10" }).signupLimits,
    ).toEqual({
      perAddress: { max: 20, windowMs: 600_000 },
    });
  });

  it("names a sign-up limit that is not a positive whole number", () => {
    expect(() => settingsFromEnv({ ...base, SIGNUP_LIMIT_PER_ADDRESS: "0" })).toThrow(
      'SIGNUP_LIMIT_PER_ADDRESS must be a positive whole number, got "0"',
    );
    expect(() => settingsFromEnv({ ...base, SIGNUP_LIMIT_WINDOW_MINUTES: "1.5" })).toThrow(
      'SIGNUP_LIMIT_WINDOW_MINUTES must be a positive whole number, got "1.5"',
    );
  });

  it("names a log level, a seeding or an introspection switch it does not know, in one line", () => {
    expect(() => settingsFromEnv({ ...base, LOG_LEVEL: "loud" })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    );
    expect(settingsFromEnv({ ...base, LOG_LEVEL: " Debug " }).logLevel).toBe("debug");
    expect(() => settingsFromEnv({ ...base, SEED_ON_START: "no" })).toThrow(
      'SEED_ON_START must be true or false, got "no"',
    );
    expect(settingsFromEnv({ ...base, SEED_ON_START: "false" }).seedOnStart).toBe(false);
    expect(() => settingsFromEnv({ ...base, GRAPHQL_INTROSPECTION: "yes" })).toThrow(
      'GRAPHQL_INTROSPECTION must be true or false, got "yes"',
    );
    expect(settingsFromEnv({ ...base, NODE_ENV: "production" }).introspection).toBe(false);
    expect(settingsFromEnv({ ...base, NODE_ENV: "production", GRAPHQL_INTROSPECTION: "true" }).introspection).toBe(
      true,
    );
  });

  it("holds demo passwords to the password policy, naming the variable", () => {
    expect(settingsFromEnv({ ...base, DEMO_STUDENT_PASSWORD: "Demo pass 1" }).demoAccounts?.student.password).toBe(
      "Demo pass 1",
    );
    expect(() => settingsFromEnv({ ...base, DEMO_ADMIN_PASSWORD: "admin" })).toThrow(
      "DEMO_ADMIN_PASSWORD: Password must be at least 8 characters",
    );
    expect(() => settingsFromEnv({ ...base, DEMO_COMMUNITY_PASSWORD: "password1" })).toThrow(
      "DEMO_COMMUNITY_PASSWORD: This password is too common. Choose another.",
    );
    expect(() => settingsFromEnv({ ...base, DEMO_MEMBER3_PASSWORD: "short" })).toThrow(
      "DEMO_MEMBER3_PASSWORD: Password must be at least 8 characters",
    );
    // Production creates no demo accounts, so their variables do not matter there.
    expect(settingsFromEnv({ ...base, NODE_ENV: "production", DEMO_ADMIN_PASSWORD: "admin" }).demoAccounts).toBeNull();
  });

  it("trusts no proxy's X-Forwarded-* headers unless TRUST_PROXY names them", () => {
    expect(settingsFromEnv(base).trustProxy).toBe(false);
    expect(settingsFromEnv({ ...base, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(settingsFromEnv({ ...base, TRUST_PROXY: "10.0.0.0/8,172.16.0.0/12" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "172.16.0.0/12",
    ]);
    expect(() => settingsFromEnv({ ...base, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true/);
  });

  it("lets no other site use the API with the visitor's cookie unless CORS_ORIGINS lists it", () => {
    expect(settingsFromEnv(base).corsOrigins).toEqual([]);
    expect(
      settingsFromEnv({ ...base, CORS_ORIGINS: "https://partner.example, http://localhost:5173/" }).corsOrigins,
    ).toEqual(["https://partner.example", "http://localhost:5173"]);
    expect(() => settingsFromEnv({ ...base, CORS_ORIGINS: "*" })).toThrow(
      'CORS_ORIGINS must list origins such as https://partner.example, separated by commas, got "*"',
    );
    expect(() => settingsFromEnv({ ...base, CORS_ORIGINS: "https://partner.example/app" })).toThrow(
      /CORS_ORIGINS must list origins/,
    );
  });

  it("caches reads unless READ_CACHE=false, and names any other value", () => {
    expect(settingsFromEnv(base).readCache).toBe(true);
    expect(settingsFromEnv({ ...base, READ_CACHE: "false" }).readCache).toBe(false);
    expect(settingsFromEnv({ ...base, READ_CACHE: " TRUE " }).readCache).toBe(true);
    expect(() => settingsFromEnv({ ...base, READ_CACHE: "off" })).toThrow(
      'READ_CACHE must be true or false, got "off"',
    );
  });

  it("keeps Prisma's plans by shape unless PLAN_CACHE=false, and names any other value", () => {
    expect(settingsFromEnv(base).planCache).toBe(true);
    expect(settingsFromEnv({ ...base, PLAN_CACHE: "false" }).planCache).toBe(false);
    expect(() => settingsFromEnv({ ...base, PLAN_CACHE: "no" })).toThrow('PLAN_CACHE must be true or false, got "no"');
  });

  it("prepares Prisma's statements unless PREPARED_STATEMENTS=false, and names any other value", () => {
    expect(settingsFromEnv(base).preparedStatements).toBe(true);
    expect(settingsFromEnv({ ...base, PREPARED_STATEMENTS: "false" }).preparedStatements).toBe(false);
    expect(() => settingsFromEnv({ ...base, PREPARED_STATEMENTS: "off" })).toThrow(
      'PREPARED_STATEMENTS must be true or false, got "off"',
    );
  });

  it("limits each member to 10 posts a minute unless told otherwise, and names a bad value", () => {
    expect(settingsFromEnv(base).postingLimits).toEqual({ perMember: { max: 10, windowMs: 60_000 } });
    expect(
      settingsFromEnv({ ...base, POST_LIMIT_PER_MEMBER: "30", POST_LIMIT_WINDOW_MINUTES: "5" }).postingLimits,
    ).toEqual({ perMember: { max: 30, windowMs: 300_000 } });
    expect(() => settingsFromEnv({ ...base, POST_LIMIT_PER_MEMBER: "lots" })).toThrow(
      'POST_LIMIT_PER_MEMBER must be a positive whole number, got "lots"',
    );
  });
});
