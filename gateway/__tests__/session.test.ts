import { sealData } from "iron-session";
import { describe, expect, it } from "vitest";
import { COOKIE_NAME, createSessions, MAX_AGE_SECONDS, type SessionData } from "../session.js";

const SECRET = "session-unit-test-secret-at-least-32-chars";
const data: SessionData = { userId: "user-1", role: "STUDENT", version: 3 };
const request = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } });
const seal = (secret = SECRET) => sealData(data, { password: secret, ttl: MAX_AGE_SECONDS });

describe("reading the session cookie", () => {
  it("opens the session cookie among others, the same each time", async () => {
    const sessions = createSessions(SECRET);
    const cookie = `theme=dark; ${COOKIE_NAME}=${encodeURIComponent(await seal())}; other=1`;
    expect(await sessions.read(request(cookie))).toEqual(data);
    // The second read is the remembered copy: equal, and nobody can change it.
    const again = await sessions.read(request(cookie));
    expect(again).toEqual(data);
    expect(Object.isFrozen(again)).toBe(true);
  });

  it("reads no session from no cookie, another app's cookie, a tampered one, or one sealed with another secret", async () => {
    const sessions = createSessions(SECRET);
    const sealed = await seal();
    const tampered = sealed.replace(
      /\*([^*]+)\*([^*]+)~2$/,
      (_all, salt: string, hmac: string) => `*${salt}*${hmac.slice(0, -1)}${hmac.endsWith("A") ? "B" : "A"}~2`,
    );
    expect(tampered).not.toBe(sealed);
    for (const cookie of [
      undefined,
      "",
      "theme=dark",
      `${COOKIE_NAME}=${tampered}`,
      `${COOKIE_NAME}=${await seal("another-secret-that-is-at-least-32-chars")}`,
      `${COOKIE_NAME}=%E0%A4%A`,
    ]) {
      expect(await sessions.read(request(cookie))).toEqual({});
    }
    // Refused twice over: a bad cookie is never remembered as a good one.
    expect(await sessions.read(request(`${COOKIE_NAME}=${tampered}`))).toEqual({});
    expect(await sessions.read(request(`${COOKIE_NAME}=${sealed}`))).toEqual(data);
  });
});
