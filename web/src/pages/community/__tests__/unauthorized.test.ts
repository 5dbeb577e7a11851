import { describe, expect, it, vi } from "vitest";
import { HttpError } from "../../../relay/errors";
import { LOGIN_PATH, promptSignIn, redirectIfUnauthorized, UNAUTHORIZED_REDIRECT_DELAY_MS } from "../unauthorized";

const deps = () => ({ toast: vi.fn(), schedule: vi.fn(), navigate: vi.fn() });

describe("redirectIfUnauthorized", () => {
  it("ignores errors that are not 401 Unauthorized", () => {
    const d = deps();
    expect(redirectIfUnauthorized(new HttpError(500, "Internal Server Error", "Op"), d)).toBe(false);
    expect(redirectIfUnauthorized(new HttpError(403, "Forbidden", "Op"), d)).toBe(false);
    expect(d.toast).not.toHaveBeenCalled();
  });

  it("tells the member they are logged out, then goes to /api/login after 500 ms, once", () => {
    const d = deps();
    const error = new HttpError(401, '{"errors":[{"message":"Unauthorized"}]}', "Op");
    expect(redirectIfUnauthorized(error, d)).toBe(true);
    expect(redirectIfUnauthorized(error, d)).toBe(true);
    expect(d.toast).toHaveBeenCalledTimes(1);
    expect(d.toast).toHaveBeenCalledWith({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    expect(d.schedule).toHaveBeenCalledTimes(1);
    const [run, delay] = d.schedule.mock.calls[0] as [() => void, number];
    expect(delay).toBe(UNAUTHORIZED_REDIRECT_DELAY_MS);
    expect(d.navigate).not.toHaveBeenCalled();
    run();
    expect(d.navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});

describe("promptSignIn", () => {
  it("shows the signed-out toast and goes to sign-in for a visitor on a members' page, once", () => {
    const d = deps();
    promptSignIn(d);
    promptSignIn(d);
    expect(d.toast).toHaveBeenCalledTimes(1);
    const [run] = d.schedule.mock.calls[0] as [() => void, number];
    run();
    expect(d.navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});

describe("the way back after sign-in", () => {
  it("asks /api/login to return to the discussion the member was reading", () => {
    const d = { ...deps(), here: () => "/community/discussions/RGlz%3D" };
    promptSignIn(d);
    const [run] = d.schedule.mock.calls[0] as [() => void, number];
    run();
    expect(d.navigate).toHaveBeenCalledWith("/api/login?returnTo=%2Fcommunity%2Fdiscussions%2FRGlz%253D");
  });

  it("keeps the spec's plain /api/login on the board", () => {
    const d = { ...deps(), here: () => "/community" };
    promptSignIn(d);
    const [run] = d.schedule.mock.calls[0] as [() => void, number];
    run();
    expect(d.navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});
