import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import proxyAddr from "@fastify/proxy-addr";

/**
 * Which proxies in front of the gateway may speak for the client (TRUST_PROXY). Off by default:
 * a gateway reached directly must not take X-Forwarded-For / -Host / -Proto from whoever calls it,
 * or every request could claim a new address (and reset the sign-in limits) or another host.
 * - a hop count: trust that many proxies nearest the gateway (the compose file's one proxy: 1);
 * - proxy addresses or CIDR ranges (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxySetting = false | number | readonly string[];

/** Whether the proxy at `address`, `hop` steps from the gateway (0: the socket's peer), is trusted. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/** TRUST_PROXY as the configuration gives it; throws a message naming the setting when it is malformed. */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? "";
  if (text === "" || text.toLowerCase() === "false") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 1 to 10, or proxy addresses, got "${value}"`);
    return hops;
  }
  if (text.toLowerCase() === "true") {
    throw new Error(
      'TRUST_PROXY=true would let any client claim any address: give the number of proxies in front of the gateway (e.g. 1) or their addresses (e.g. "10.0.0.0/8")',
    );
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses or CIDR ranges: ${(error as Error).message}`,
    );
  }
  return entries;
}

/** The trust function Fastify and the WebSocket upgrade both use. */
export function proxyTrust(setting: TrustProxySetting = false): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const trusted = proxyAddr.compile([...setting]);
  return (address, hop) => address !== undefined && trusted(address, hop);
}

/**
 * What the client sent through trusted proxies, worked out as Fastify does for its requests (req.ip, req.protocol,
 * req.host).
 */
export type ForwardedView = { ip: string; protocol: "http" | "https"; host: string };

/**
 * The same view for a raw request (a WebSocket upgrade reaches the HTTP server, not Fastify):
 * X-Forwarded-For counts as far back as the trusted proxies reach; X-Forwarded-Proto and -Host
 * only when the socket's peer is a trusted proxy, the last entry winning.
 */
export function forwardedView(req: IncomingMessage, trust: ProxyTrust): ForwardedView {
  const addresses = proxyAddr.all(req, trust);
  const fromProxy = trust(req.socket.remoteAddress, 0);
  const last = (header: string | string[] | undefined) => {
    const value = Array.isArray(header) ? header.at(-1) : header;
    return value?.slice(value.lastIndexOf(",") + 1).trim() || undefined;
  };
  const forwardedProto = fromProxy ? last(req.headers["x-forwarded-proto"]) : undefined;
  const protocol =
    (forwardedProto ?? ((req.socket as TLSSocket).encrypted ? "https" : "http")) === "https" ? "https" : "http";
  const host = (fromProxy ? last(req.headers["x-forwarded-host"]) : undefined) || req.headers.host || "";
  return { ip: addresses.at(-1) ?? "", protocol, host };
}
