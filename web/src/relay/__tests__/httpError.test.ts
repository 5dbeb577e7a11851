import { describe, expect, it } from "vitest";
import { HttpError, serverMessage } from "../errors";

describe("HttpError", () => {
  it("says '<status>: <text>' with the server's message, not its JSON", () => {
    const error = new HttpError(500, '{"errors":[{"message":"Unexpected error."}]}', "Op");
    expect(error.message).toBe("500: Unexpected error.");
    expect(serverMessage(error)).toBe("Unexpected error.");
  });

  it("keeps a plain body, or the status text given for an empty one, as it came", () => {
    expect(new HttpError(502, "Bad Gateway", "Op").message).toBe("502: Bad Gateway");
    expect(serverMessage(new HttpError(502, "Bad Gateway", "Op"))).toBeUndefined();
    expect(new HttpError(503, '{"status":"draining"}', "Op").message).toBe('503: {"status":"draining"}');
  });

  it("keeps the raw body for whoever needs more than the message", () => {
    const body = '{"errors":[{"message":"Too many attempts","extensions":{"retryAfter":30}}]}';
    expect(new HttpError(429, body, "Op").body).toBe(body);
  });
});
