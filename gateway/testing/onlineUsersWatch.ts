import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";

export type Online = { onlineUsers: { firstName: string }[] };

/** A graphql-ws client that sends the session cookie with its upgrade request, as a browser does. */
export function wsClient(url: string, cookie: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({
    url: `${url.replace("http", "ws")}/graphql`,
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
    // A test may end a connection on purpose (a killed replica); its subscriptions still get the error.
    onNonLazyError: () => undefined,
  });
}

/** Subscribes to onlineUsers and collects the results; `next(predicate)` waits for one that matches. */
export function watchOnlineUsers(client: Client, query = "subscription { onlineUsers { firstName } }") {
  const seen: Online[] = [];
  const waiters: { test: (v: Online) => boolean; resolve: (v: Online) => void }[] = [];
  const errors: unknown[] = [];
  client.subscribe<Online>(
    { query },
    {
      next: (value) => {
        const data = value.data as Online;
        seen.push(data);
        for (const w of waiters.splice(0)) {
          if (w.test(data)) w.resolve(data);
          else waiters.push(w);
        }
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    errors,
    /** The latest result that matches, or the next one within `timeoutMs`. */
    next: (test: (v: Online) => boolean, timeoutMs = 2_000) =>
      new Promise<Online>((resolve, reject) => {
        const latest = seen.at(-1);
        if (latest && test(latest)) return resolve(latest);
        waiters.push({ test, resolve });
        setTimeout(
          () => reject(new Error(`timed out; saw ${JSON.stringify(seen)} errors ${JSON.stringify(errors)}`)),
          timeoutMs,
        );
      }),
  };
}

export const onlineNames = (v: Online) =>
  v.onlineUsers
    .map((u) => u.firstName)
    .sort()
    .join(",");
