import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the proxy forwarded: which upstream answered it. */
export type ProxiedRequest = { method: string; path: string; upstream: number };

export type RoundRobinProxy = {
  url: string;
  /** Where each request went, in order. */
  log: ProxiedRequest[];
  setUpstreams: (urls: string[]) => void;
  close: () => Promise<void>;
};

/**
 * A load balancer without stickiness, for tests: each request goes to the next upstream in turn,
 * so two consecutive steps of one browser's flow never reach the same replica.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  let upstreams: URL[] = [];
  let next = 0;
  const log: ProxiedRequest[] = [];
  const server = http.createServer((req, res) => {
    const index = next++ % upstreams.length;
    const target = upstreams[index]!;
    log.push({ method: req.method ?? "GET", path: req.url ?? "/", upstream: index });
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    setUpstreams: (urls) => void (upstreams = urls.map((u) => new URL(u))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
