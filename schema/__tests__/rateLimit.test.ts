import type { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { createLoginThrottle, createMemoryRateLimitStore, createSignupThrottle } from "../rateLimit.js";

const limits = { perAccountAndAddress: { max: 3, windowMs: 60_000 }, perAddress: { max: 5, windowMs: 60_000 } };

describe("login throttle", () => {
  let clock = 0;
  const store = () => createMemoryRateLimitStore({ now: () => clock });
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: GraphQLError) => ({ message: error.message, extensions: error.extensions }),
    );

  it("refuses an account from one address after its failures, with the time to wait, until the window ends", async () => {
    clock = 0;
    const throttle = createLoginThrottle(store(), limits, "10.0.0.1");
    for (let i = 0; i < 3; i++) {
      await throttle.check("Ada@Example.com");
      await throttle.failed("ada@example.com");
    }
    clock = 15_000;
    const refused = await refusal(throttle.check("ada@example.com"));
    expect(refused?.message).toBe("Too many sign-in attempts. Try again in 45 seconds.");
    expect(refused?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 45,
      http: { status: 429, headers: { "retry-after": "45" } },
    });
    clock = 60_000;
    expect(await refusal(throttle.check("ada@example.com"))).toBeNull();
  });

  it("does not lock the account for other addresses, nor other accounts for this one", async () => {
    clock = 0;
    const shared = store();
    const attacker = createLoginThrottle(shared, limits, "10.0.0.66");
    for (let i = 0; i < 3; i++) await attacker.failed("ada@example.com");
    expect(await refusal(attacker.check("ada@example.com"))).not.toBeNull();
    expect(await refusal(createLoginThrottle(shared, limits, "10.0.0.1").check("ada@example.com"))).toBeNull();
    expect(await refusal(attacker.check("grace@example.com"))).toBeNull();
  });

  it("refuses an address after too many failures across accounts (password spraying)", async () => {
    clock = 0;
    const throttle = createLoginThrottle(store(), limits, "10.0.0.9");
    for (const account of ["a", "b", "c", "d", "e"]) await throttle.failed(account);
    expect((await refusal(throttle.check("f")))?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("clears an account's failures from an address when it signs in, and counts only failures", async () => {
    clock = 0;
    const throttle = createLoginThrottle(store(), limits, "10.0.0.1");
    await throttle.failed("ada");
    await throttle.failed("ada");
    await throttle.succeeded("ada");
    await throttle.failed("ada");
    await throttle.failed("ada");
    expect(await refusal(throttle.check("ada"))).toBeNull();
    for (let i = 0; i < 50; i++) await throttle.succeeded("ada");
    expect(await refusal(throttle.check("ada"))).toBeNull();
  });
});

describe("sign-up throttle", () => {
  let clock = 0;
  const limits = { perAddress: { max: 3, windowMs: 3_600_000 } };
  const refusal = (promise: Promise<void>) =>
    promise.then(
      () => null,
      (error: GraphQLError) => ({ message: error.message, extensions: error.extensions }),
    );

  it("allows a number of sign-ups per address per window, then refuses with the time to wait", async () => {
    clock = 0;
    const store = createMemoryRateLimitStore({ now: () => clock });
    const throttle = createSignupThrottle(store, limits, "10.0.0.1");
    for (let i = 0; i < 3; i++) expect(await refusal(throttle.attempt())).toBeNull();
    clock = 600_000;
    const refused = await refusal(throttle.attempt());
    expect(refused?.message).toBe("Too many sign-ups from this address. Try again in 50 minutes.");
    expect(refused?.extensions).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 3000,
      http: { status: 429, headers: { "retry-after": "3000" } },
    });
    // Other addresses are not affected; the window's end frees this one.
    expect(await refusal(createSignupThrottle(store, limits, "10.0.0.2").attempt())).toBeNull();
    clock = 3_600_000;
    expect(await refusal(throttle.attempt())).toBeNull();
  });

  it("lets no more than the limit through when sign-ups arrive at once", async () => {
    clock = 0;
    const throttle = createSignupThrottle(createMemoryRateLimitStore({ now: () => clock }), limits, "10.0.0.3");
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => refusal(throttle.attempt())));
    expect(outcomes.filter((o) => o === null)).toHaveLength(3);
  });
});
