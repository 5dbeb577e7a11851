import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { forwardedView, parseTrustProxy, proxyTrust } from "../proxyTrust.js";

const request = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe("TRUST_PROXY", () => {
  it("is off unless set: no forwarded header counts", () => {
    for (const value of [undefined, "", " ", "false", "0"]) expect(parseTrustProxy(value)).toBe(false);
    const view = forwardedView(
      request("203.0.113.9", {
        host: "gateway:3000",
        "x-forwarded-for": "1.2.3.4",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      }),
      proxyTrust(false),
    );
    expect(view).toEqual({ ip: "203.0.113.9", protocol: "http", host: "gateway:3000" });
  });

  it("takes a hop count: the client is the entry that many proxies back, whatever the client prepended", () => {
    expect(parseTrustProxy("1")).toBe(1);
    const trust = proxyTrust(1);
    const headers = {
      host: "gateway:3000",
      "x-forwarded-for": "6.6.6.6, 198.51.100.7",
      "x-forwarded-host": "academy.example",
      "x-forwarded-proto": "https",
    };
    expect(forwardedView(request("10.0.0.2", headers), trust)).toEqual({
      ip: "198.51.100.7",
      protocol: "https",
      host: "academy.example",
    });
  });

  it("takes proxy addresses and ranges: only a request from one of them speaks for its client", () => {
    expect(parseTrustProxy(" 10.0.0.0/8, 127.0.0.1 ,loopback")).toEqual(["10.0.0.0/8", "127.0.0.1", "loopback"]);
    const trust = proxyTrust(["10.0.0.0/8"]);
    const headers = {
      host: "gateway:3000",
      "x-forwarded-for": "198.51.100.7",
      "x-forwarded-host": "academy.example",
      "x-forwarded-proto": "https",
    };
    expect(forwardedView(request("10.1.2.3", headers), trust)).toEqual({
      ip: "198.51.100.7",
      protocol: "https",
      host: "academy.example",
    });
    expect(forwardedView(request("203.0.113.9", headers), trust)).toEqual({
      ip: "203.0.113.9",
      protocol: "http",
      host: "gateway:3000",
    });
  });

  it("refuses what would trust everyone, and what it cannot read, naming the setting", () => {
    expect(() => parseTrustProxy("true")).toThrow(/TRUST_PROXY=true would let any client claim any address/);
    expect(() => parseTrustProxy("11")).toThrow(/TRUST_PROXY must be a hop count from 1 to 10/);
    expect(() => parseTrustProxy("proxy.internal")).toThrow(
      /TRUST_PROXY must be a hop count or a comma-separated list/,
    );
    expect(() => parseTrustProxy("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
  });
});
