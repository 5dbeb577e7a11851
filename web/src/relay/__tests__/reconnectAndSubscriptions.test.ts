import { describe, expect, it, vi } from "vitest";
import { graphqlWsUrl } from "../createSubscribeFn";
import { isUnauthorizedError } from "../errors";
import { listenForReconnect } from "../reconnect";

describe("reconnect", () => {
  it("calls back on every 'online' event until stopped", () => {
    const target = new EventTarget();
    const onReconnect = vi.fn();
    const stop = listenForReconnect(target, onReconnect);

    target.dispatchEvent(new Event("online"));
    target.dispatchEvent(new Event("offline"));
    target.dispatchEvent(new Event("online"));
    stop();
    target.dispatchEvent(new Event("online"));

    expect(onReconnect).toHaveBeenCalledTimes(2);
  });
});

describe("graphql-ws url", () => {
  it("follows the page's host and TLS", () => {
    expect(graphqlWsUrl({ protocol: "https:", host: "academy.example" }, "/graphql")).toBe(
      "wss://academy.example/graphql",
    );
    expect(graphqlWsUrl({ protocol: "http:", host: "localhost:5173" }, "/graphql")).toBe(
      "ws://localhost:5173/graphql",
    );
  });
});

describe("isUnauthorizedError", () => {
  it("needs both the '401: ' prefix and the word Unauthorized", () => {
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Session expired"))).toBe(false);
    expect(isUnauthorizedError(new Error("500: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});
