/**
 * Who is online. A member is online while they have a live connection (a subscription over
 * graphql-ws) or made a signed-in request within the expiry (the board also polls every 30 s).
 */
export type Presence = {
  /** Marks the user as active now (an HTTP request). */
  touch: (userId: string) => void;
  /** Holds the user online for as long as a live connection lasts; call the result when it closes. */
  connect: (userId: string) => () => void;
  /** Ids of online users, most recently active first. */
  onlineUserIds: () => Promise<string[]>;
  /** Calls the listener whenever someone comes online or leaves; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
  close: () => void;
};

/** Long enough to bridge the web app's 30 s poll twice over. */
export const PRESENCE_EXPIRY_MS = 90_000;

/** Presence for one process. */
export function createMemoryPresence(options: { expiryMs: number; sweepMs?: number; now?: () => number }): Presence {
  const now = options.now ?? Date.now;
  const lastSeen = new Map<string, number>();
  const connections = new Map<string, number>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const seen = (userId: string) => {
    const wasOnline = lastSeen.has(userId);
    // Re-insert so the Map's order is the order of last activity.
    lastSeen.delete(userId);
    lastSeen.set(userId, now());
    if (!wasOnline) changed();
  };
  const sweep = () => {
    const cutoff = now() - options.expiryMs;
    let removed = false;
    for (const [id, at] of lastSeen) {
      if (at < cutoff && !connections.has(id)) {
        lastSeen.delete(id);
        removed = true;
      }
    }
    if (removed) changed();
  };
  const timer = setInterval(sweep, options.sweepMs ?? 5_000);
  timer.unref();

  return {
    touch: seen,
    connect: (userId) => {
      connections.set(userId, (connections.get(userId) ?? 0) + 1);
      seen(userId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (connections.get(userId) ?? 1) - 1;
        if (left > 0) {
          connections.set(userId, left);
          return;
        }
        // Their last connection closed: they leave now, not when the expiry runs out.
        connections.delete(userId);
        if (lastSeen.delete(userId)) changed();
      };
    },
    onlineUserIds: async () => {
      sweep();
      return [...lastSeen.keys()].reverse();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => clearInterval(timer),
  };
}
